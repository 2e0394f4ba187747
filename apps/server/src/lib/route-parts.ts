import { z } from 'zod';
import { SITE_CODES } from '@kirin/contract';

// Pieces of the finance routes (deposits, withdrawals, adjustments), written once.

/** OpenAPI tags and security of an operator route. */
export const operatorDoc = { tags: ['admin'], security: [{ sessionToken: [] }] };

export const orderParams = z.object({ id: z.string().min(1).max(64).describe('The order number') });

/** A row's id in a path or a query: decimal digits, no sign, no leading 0 (not "1e3", "0x10"). */
export const rowId = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

/** The `:id` of a member in an operator route's path. */
export const memberIdParams = z.object({ id: rowId.describe("The member's id") });

/**
 * An instant in a query string (ISO 8601 with its offset) as a Date, within years 1 to 9999:
 * JavaScript also takes year 0 and offsets that push past 9999, which PostgreSQL refuses (a 500).
 */
export const instantQuery = z.iso
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .refine((at) => at.getUTCFullYear() >= 1 && at.getUTCFullYear() <= 9999, 'invalid_value');

/**
 * List filters: one of the platform's sites (another code is refused, as the dashboard refuses it,
 * rather than answered with an empty list), and the member's account name in any letter case.
 */
export const siteFilter = z.enum(SITE_CODES).optional();
export const memberFilter = z.string().max(64).optional().describe("The member's account name");

const DECIMAL = /^[0-9]{1,9}$/;

/**
 * A whole number from a query string, a form or JSON, written in decimal digits only: `z.coerce`
 * also took "0x10", "1e1", " 1 " and JSON `true` as numbers (issue 20).
 */
export const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max).default(fallback),
  );

const INT_MAX = 2 ** 31 - 1;

/** Paging of a list, with its own default and largest page size. */
export const pageQuery = (size: { default: number; max: number }) => ({
  page: wholeNumber(1, INT_MAX, 1),
  size: wholeNumber(1, size.max, size.default),
});

/** The orders a money list may be read in: by time or by amount, `-` first for the largest. */
export const MONEY_LIST_SORTS = ['-time', 'time', '-amount', 'amount'] as const;
export type MoneyListSort = (typeof MONEY_LIST_SORTS)[number];
export const moneyListSort = z
  .enum(MONEY_LIST_SORTS)
  .optional()
  .describe('`-time` (newest first, the default), `time`, `-amount` (largest first) or `amount`');
