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
 * clears the count, the window bounds it. With `ip`, also those from that address.
 */
export async function recentFailures(
  db: DbOrTx,
  key: AttemptKey,
  since: Date,
  ip?: string,
): Promise<{
  failures: number;
  lastFailureAt: Date | null;
  fromIp: number;
  lastFromIpAt: Date | null;
}> {
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
  const fromIp = sql`${authAttempts.ip} = ${ip ?? null}`;
  const [row] = await db
    .select({
      failures: count(),
      lastFailureAt: sql<string | Date | null>`max(${authAttempts.createdAt})`,
      fromIp: sql<string | number>`count(*) filter (where ${fromIp})`,
      lastFromIpAt: sql<
        string | Date | null
      >`max(${authAttempts.createdAt}) filter (where ${fromIp})`,
    })
    .from(authAttempts)
    .where(
      and(
        match,
        eq(authAttempts.succeeded, false),
        sql`${authAttempts.createdAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
      ),
    );
  const at = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
  return {
    failures: Number(row?.failures ?? 0),
    lastFailureAt: at(row?.lastFailureAt),
    fromIp: Number(row?.fromIp ?? 0),
    lastFromIpAt: at(row?.lastFromIpAt),
  };
}
