import { sql } from 'drizzle-orm';
import { beijingMonth, monthBounds, shiftMonth } from '@kirin/contract';
import {
  centralBalance,
  creditedDeposit,
  sessionMember,
  venueBet,
  type Member,
} from './member-records.ts';
import { operatorToken, query } from './members.ts';
import { json, type TestApp } from './test-app.ts';

// Members placed in an invitation tree straight in the database, with bets, deposits and bonuses
// at chosen times, and the calls of the agent page and the operator API.

export const AGENT = '/api/findmed/v1/agent';
export const ADMIN_AGENT = '/api/admin/v1/agent';

export type { Member };

export const thisMonth = () => beijingMonth(new Date());
export const monthBefore = (n = 1) => shiftMonth(thisMonth(), -n);
/** An instant `hours` into a Beijing month. */
export const inMonth = (month: string, hours = 30) =>
  new Date(monthBounds(month).from.getTime() + hours * 3_600_000);

export const member = (
  t: TestApp,
  options: { site?: string; inviter?: Member; registeredAt?: Date } = {},
) =>
  sessionMember(t, {
    ...(options.site ? { site: options.site } : {}),
    ...(options.inviter ? { inviterId: options.inviter.id } : {}),
    registeredAt: options.registeredAt ?? new Date(),
  });

/** A bet record of the venue (what the bet puller stores); `state` settled unless said. */
export const bet = (
  t: TestApp,
  who: Member,
  b: { stake: bigint; payout: bigint; valid?: bigint; at: Date; state?: 'settled' | 'open' },
) => venueBet(t, who, b);

/** A confirmed deposit order (only its record: the figures read orders, not the ledger). */
export const deposit = (t: TestApp, who: Member, amount: bigint, at: Date) =>
  creditedDeposit(t, who, amount, { at });

/** A bonus paid through the ledger, dated into the month it counts for. */
export async function bonus(t: TestApp, who: Member, amount: bigint, at: Date) {
  const { rewards } = t.app.services;
  const { redemption } = await t.database.db.transaction((tx) =>
    rewards.credit(tx, {
      siteCode: who.site,
      memberId: who.id,
      kind: 'activity',
      period: `agent-test:${at.toISOString()}:${amount}`,
      currency: 'CNY',
      amount,
    }),
  );
  await t.database.db.execute(
    sql`update redemptions set created_at = ${at.toISOString()}::timestamptz
        where id = ${redemption.id}`,
  );
}

export async function summary(t: TestApp, who: Member, period?: string) {
  const url = `${AGENT}/summary${period === undefined ? '' : `?period=${encodeURIComponent(period)}`}`;
  return json(await t.app.inject({ method: 'GET', url, headers: who.headers }));
}

export async function downline(
  t: TestApp,
  who: Member,
  search: Record<string, string | number> = {},
) {
  const qs = new URLSearchParams(
    Object.entries(search).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return json(
    await t.app.inject({ method: 'GET', url: `${AGENT}/downline?${qs}`, headers: who.headers }),
  );
}

export async function admin(t: TestApp) {
  const token = await operatorToken(t.app);
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app
      .inject({ method, url: `${ADMIN_AGENT}${url}`, headers: { t: token }, payload })
      .then((res) => json(res));
  return {
    scheme: (site: string) => call('GET', `/scheme?site=${site}`),
    saveScheme: (body: Record<string, unknown>) => call('PUT', '/scheme', body),
    settle: (site: string, period: string) => call('POST', '/settlements', { site, period }),
    settlements: (site: string) => call('GET', `/settlements?site=${site}`),
  };
}

/** The member's central balance as the member site reads it. */
export const central = centralBalance;

export async function commissions(t: TestApp, who: Member) {
  return query<{ period: string; amount: string; basis: string; rate: string; detail: unknown }>(
    t.database,
    sql`select period, amount::text as amount, basis::text as basis, rate, detail
        from redemptions where member_id = ${who.id} and kind = 'commission' order by period`,
  );
}
