import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { codeOutbox, verificationCodes } from '../../db/schema.ts';

export type CodeKey = {
  siteCode: string;
  purpose: string;
  channel: 'phone' | 'email';
  target: string;
};
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(
  db: DbOrTx,
  values: CodeKey & {
    memberId: number | null;
    codeHash: string;
    ip: string | null;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(verificationCodes)
    .values(values)
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** How many codes went to a destination (or from an IP) since a moment, and the earliest of them. */
export async function codesSince(
  db: DbOrTx,
  where: { siteCode: string; channel: string; target: string } | { ip: string },
  since: Date,
): Promise<{ n: number; first: Date | null }> {
  const match =
    'ip' in where
      ? eq(verificationCodes.ip, where.ip)
      : and(
          eq(verificationCodes.siteCode, where.siteCode),
          eq(verificationCodes.channel, where.channel as 'phone' | 'email'),
          eq(verificationCodes.target, where.target),
        );
  const [row] = await db
    .select({ n: count(), first: min(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(and(match, gt(verificationCodes.createdAt, since)));
  const first = row?.first;
  return { n: Number(row?.n ?? 0), first: first ? new Date(first) : null };
}

/** The newest live code for a destination and purpose, locked for the check. */
export async function lockLatestCode(db: DbOrTx, key: CodeKey): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.siteCode, key.siteCode),
        eq(verificationCodes.purpose, key.purpose),
        eq(verificationCodes.channel, key.channel),
        eq(verificationCodes.target, key.target),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countAttempt(db: DbOrTx, id: number, burn: boolean): Promise<void> {
  await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      ...(burn ? { consumedAt: sql`now()` } : {}),
    })
    .where(eq(verificationCodes.id, id));
}

export async function consumeCode(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(eq(verificationCodes.id, id));
}

export async function insertOutbox(
  db: DbOrTx,
  values: {
    siteCode: string;
    channel: string;
    target: string;
    purpose: string;
    code: string;
    text: string;
  },
): Promise<void> {
  await db.insert(codeOutbox).values(values);
}

export async function listOutbox(
  db: DbOrTx,
  filter: { target?: string | undefined; siteCode?: string | undefined },
  limit: number,
) {
  const conditions = [
    filter.target ? eq(codeOutbox.target, filter.target) : undefined,
    filter.siteCode ? eq(codeOutbox.siteCode, filter.siteCode) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(codeOutbox)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(codeOutbox.id))
    .limit(limit);
}
