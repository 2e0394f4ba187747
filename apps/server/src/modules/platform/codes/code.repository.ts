import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { codeOutbox, verificationCodes } from '../../../db/schema.ts';

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

export type CodeOrigin =
  { siteCode: string; channel: 'phone' | 'email'; target: string } | { ip: string };

/**
 * For each window: how many codes went to a destination (or from an IP) since its start, and the
 * earliest of them. One query answers every window, so a send costs one read for its limits.
 */
export async function codesInWindows(
  db: DbOrTx,
  windows: readonly { where: CodeOrigin; since: Date }[],
): Promise<{ n: number; first: Date | null }[]> {
  if (windows.length === 0) return [];
  const conditions = windows.map(({ where, since }) =>
    and(
      'ip' in where
        ? eq(verificationCodes.ip, where.ip)
        : and(
            eq(verificationCodes.siteCode, where.siteCode),
            eq(verificationCodes.channel, where.channel),
            eq(verificationCodes.target, where.target),
          ),
      gt(verificationCodes.createdAt, since),
    ),
  );
  const columns = Object.fromEntries(
    conditions.flatMap((condition, i) => [
      [`n${i}`, sql<number>`count(*) filter (where ${condition})`.mapWith(Number)],
      [`first${i}`, sql<unknown>`min(${verificationCodes.createdAt}) filter (where ${condition})`],
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(verificationCodes)
    .where(or(...conditions));
  return conditions.map((_, i) => {
    const first = row?.[`first${i}`];
    return {
      n: Number(row?.[`n${i}`] ?? 0),
      first: first ? new Date(first as string | Date) : null,
    };
  });
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
