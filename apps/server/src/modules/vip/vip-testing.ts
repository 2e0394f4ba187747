import { sql } from 'drizzle-orm';
import { insertMembers } from '../../testing/ledger.ts';
import { query } from '../../testing/members.ts';
import { json, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { beijingCalendar, DAY_MS, dayLabel, previousDays } from './vip-dates.ts';
import { beijingDayStart } from '../wallet/beijing-time.ts';

// Members with a session made straight in the database, their records (confirmed deposits and
// settled bets, as the deposit module and the bet puller write them), and the VIP and rewards calls.

export const VIP = '/api/findmed/v1/member';
export const REWARDS = '/api/findmed/v1/rewards';
export const RECORDS = '/api/findmed/v1/records';
export const ADMIN_VIP = '/api/admin/v1/vip';

export type Member = { id: number; account: string; site: string; headers: Record<string, string> };

export async function member(t: TestApp, site = 'pgdz', lang?: string): Promise<Member> {
  const [id] = await insertMembers(t.database, 1, site);
  if (id === undefined) throw new Error('no member');
  const [row] = await query<{ account: string }>(
    t.database,
    sql`select account from members where id = ${id}`,
  );
  const token = await t.app.services.memberSessions.start(t.database.db, id, {});
  const headers: Record<string, string> = { t: token, site_code: site };
  if (lang) headers.lang = lang;
  return { id, account: row?.account ?? '', site, headers };
}

let seq = 0;
const next = () => `${Date.now()}-${(seq += 1)}`;

/** A confirmed deposit order (its record only: levels read orders, not the ledger). */
export async function deposited(t: TestApp, who: Member, amountMinor: bigint, currency = 'CNY') {
  const [channel] = await query<{ id: string | number }>(
    t.database,
    sql`insert into deposit_channels (site_code, kind, name, min_amount, max_amount)
        values (${who.site}, 'bank', 'vip test', 1, 100000000000) returning id`,
  );
  await t.database.db.execute(
    sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
          reference, state, decided_at)
        values (${`VIP${next()}`}, ${who.site}, ${who.id}, ${channel?.id}, ${amountMinor},
          ${currency}, 'ref', 'credited', now())`,
  );
}

/** A bet the venue settled at `at` (valid stake = stake unless said). */
export async function bet(
  t: TestApp,
  who: Member,
  validMinor: bigint,
  at: Date = new Date(),
  options: { state?: 'settled' | 'open'; currency?: string } = {},
) {
  const state = options.state ?? 'settled';
  await t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, currency,
          stake, valid_stake, payout, state, placed_at, settled_at)
        values (${who.site}, ${who.id}, 'sim', ${`vip-${next()}`}, 'g1',
          ${options.currency ?? 'CNY'}, ${validMinor}, ${validMinor}, 0, ${state},
          ${at.toISOString()}::timestamptz,
          ${state === 'settled' ? at.toISOString() : null}::timestamptz)`,
  );
}

/** Noon (Beijing) of the completed day `daysAgo` days before today's. */
export function beijingNoon(daysAgo: number): Date {
  const start =
    daysAgo === 0 ? beijingDayStart(new Date()) : previousDays(new Date(), daysAgo).at(-1)!;
  return new Date(start.getTime() + DAY_MS / 2);
}

export const dayOf = (daysAgo: number) => dayLabel(beijingDayStart(beijingNoon(daysAgo)));

/** A birth date `age` years ago in the given month (1-12; default this Beijing month). */
export function birthDate(age: number, month = beijingCalendar(new Date()).month): string {
  const year = beijingCalendar(new Date()).year - age;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export async function getJson(t: TestApp, url: string, headers: Record<string, string>) {
  return json(await t.app.inject({ method: 'GET', url, headers }));
}

export async function postJson(
  t: TestApp,
  url: string,
  headers: Record<string, string>,
  payload: Record<string, unknown> = {},
  method: 'POST' | 'PUT' = 'POST',
) {
  return json(await t.app.inject({ method, url, headers, payload }));
}

export async function balance(t: TestApp, who: Member): Promise<string> {
  const res = await getJson(t, '/api/findmed/v1/member/balance', who.headers);
  return res.data.central as string;
}

export async function level(t: TestApp, who: Member): Promise<number> {
  const [row] = await query<{ vip_level: number }>(
    t.database,
    sql`select vip_level from members where id = ${who.id}`,
  );
  return Number(row?.vip_level);
}

export async function redemptionsOf(t: TestApp, who: Member) {
  return query<{ id: string | number; kind: string; period: string; amount: string }>(
    t.database,
    sql`select id, kind, period, amount::text from redemptions where member_id = ${who.id}
        order by id`,
  );
}

export async function required(t: TestApp, who: Member): Promise<bigint> {
  const [row] = await query<{ n: string }>(
    t.database,
    sql`select coalesce(sum(amount), 0)::text as n from turnover_entries
        where member_id = ${who.id} and kind = 'require'`,
  );
  return BigInt(row?.n ?? '0');
}

/** A logged-in operator of a role, made for the test (admin is made at start). */
export async function operatorOf(t: TestApp, role: 'admin' | 'finance' | 'support') {
  const account = `${role}${next().replace(/\D/g, '').slice(-8)}`;
  await t.app.services.operators.create(
    { kind: 'system', name: 'test' },
    { account, password: TEST_ADMIN_PASSWORD, role },
    {},
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/auth/login',
    payload: { account, password: TEST_ADMIN_PASSWORD },
  });
  return { t: res.headers['id'] as string };
}
