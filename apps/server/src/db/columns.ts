import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Money column: bigint minor units, read as a JS `bigint`. */
export const money = (name: string) => bigint(name, { mode: 'bigint' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
