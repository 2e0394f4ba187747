import { sql } from 'drizzle-orm';
import { beijingMonth, monthBounds, shiftMonth } from '@kirin/contract';
import { insertMembers } from '../../testing/ledger.ts';
import { operatorToken, query } from '../../testing/members.ts';
import { json, type TestApp } from '../../testing/test-app.ts';

// Members placed in an invitation tree straight in the database, with bets, deposits and bonuses
// at chosen times, and the calls of the agent page and the operator API.

export const AGENT = '/api/findmed/v1/agent';
export const ADMIN_AGENT = '/api/admin/v1/agent';

export type Member = { id: number; account: string; site: string; headers: Record<string, string> };

export const thisMonth = () => beijingMonth(new Date());
export const monthBefore = (n = 1) => shiftMonth(thisMonth(), -n);
/** An instant `hours` into a Beijing month. */
export const inMonth = (month: string, hours = 30) =>
  new Date(monthBounds(month).from.getTime() + hours * 3_600_000);

export async function member(
  t: TestApp,
  options: { site?: string; inviter?: Member; registeredAt?: Date } = {},
): Promise<Member> {
  const site = options.site ?? 'pgdz';
  const [id] = await insertMembers(t.database, 1, site);
  if (id === undefined) throw new Error('no member');
  const [row] = await query<{ account: string }>(
    t.database,
    sql`update members set inviter_id = ${options.inviter?.id ?? null},
          created_at = ${(options.registeredAt ?? new Date()).toISOString()}::timestamptz
        where id = ${id} returning account`,
  );
  const token = await t.app.services.memberSessions.start(t.database.db, id, {});
  return { id, account: row?.account ?? '', site, headers: { t: token, site_code: site } };
}

let betSeq = 0;

/** A bet record of the venue (what the bet puller stores); `state` settled unless said. */
export async function bet(
  t: TestApp,
  who: Member,
  b: { stake: bigint; payout: bigint; valid?: bigint; at: Date; state?: 'settled' | 'open' },
) {
  betSeq += 1;
  const state = b.state ?? 'settled';
  await t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, currency,
          stake, valid_stake, payout, state, placed_at, settled_at)
        values (${who.site}, ${who.id}, 'sim', ${`agent-${betSeq}-${Date.now()}`}, 'g1', 'CNY',
          ${b.stake}, ${b.valid ?? b.stake}, ${b.payout}, ${state},
          ${b.at.toISOString()}::timestamptz,
          ${state === 'settled' ? b.at.toISOString() : null}::timestamptz)`,
  );
}

let orderSeq = 0;

/** A confirmed deposit order (only its record: the figures read orders, not the ledger). */
export async function deposit(t: TestApp, who: Member, amount: bigint, at: Date) {
  orderSeq += 1;
  const [channel] = await query<{ id: string | number }>(
    t.database,
    sql`insert into deposit_channels (site_code, kind, name, min_amount, max_amount)
        values (${who.site}, 'bank', 'agent test', 1, 100000000) returning id`,
  );
  await t.database.db.execute(
    sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
          reference, state, decided_at, created_at)
        values (${`AGT${Date.now()}${orderSeq}`}, ${who.site}, ${who.id}, ${channel?.id},
          ${amount}, 'CNY', 'ref', 'credited', ${at.toISOString()}::timestamptz,
          ${at.toISOString()}::timestamptz)`,
  );
}

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
export async function central(t: TestApp, who: Member): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/findmed/v1/member/balance',
    headers: who.headers,
  });
  return json(res).data.central as string;
}

export async function commissions(t: TestApp, who: Member) {
  return query<{ period: string; amount: string; basis: string; rate: string; detail: unknown }>(
    t.database,
    sql`select period, amount::text as amount, basis::text as basis, rate, detail
        from redemptions where member_id = ${who.id} and kind = 'commission' order by period`,
  );
}
