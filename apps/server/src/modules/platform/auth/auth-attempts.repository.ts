import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { authAttempts } from '../../../db/schema.ts';

export type AttemptKey = {
  realm: 'operator' | 'member' | 'withdraw-password';
  siteCode: string;
  account: string;
};

export async function insertAttempt(
  db: DbOrTx,
  key: AttemptKey,
  attempt: { ip: string | undefined; succeeded: boolean },
): Promise<void> {
  await db
    .insert(authAttempts)
    .values({ ...key, ip: attempt.ip ?? null, succeeded: attempt.succeeded });
}

/**
 * Failures since the later of `since` and the account's last success: a successful log-in
 * clears the count, the window bounds it.
 */
export async function recentFailures(
  db: DbOrTx,
  key: AttemptKey,
  since: Date,
): Promise<{ failures: number; lastFailureAt: Date | null }> {
  const match = and(
    eq(authAttempts.realm, key.realm),
    eq(authAttempts.siteCode, key.siteCode),
    eq(authAttempts.account, key.account),
    gt(authAttempts.createdAt, since),
  );
  const lastSuccess = db
    .select({ at: sql`max(${authAttempts.createdAt})` })
    .from(authAttempts)
    .where(and(match, eq(authAttempts.succeeded, true)));
  const [row] = await db
    .select({
      failures: count(),
      lastFailureAt: sql<string | Date | null>`max(${authAttempts.createdAt})`,
    })
    .from(authAttempts)
    .where(
      and(
        match,
        eq(authAttempts.succeeded, false),
        sql`${authAttempts.createdAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  const last = row?.lastFailureAt;
  return { failures: Number(row?.failures ?? 0), lastFailureAt: last ? new Date(last) : null };
}
