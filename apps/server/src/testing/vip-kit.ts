import { sql } from 'drizzle-orm';
import { query } from './members.ts';
import {
  centralBalance,
  creditedDeposit,
  operatorTokenAs,
  sessionMember,
  venueBet,
  type Member,
} from './member-records.ts';
import { json, type TestApp } from './test-app.ts';
import {
  beijingCalendar,
  DAY_MS,
  dayLabel,
  previousDays,
} from '../modules/engagement/vip/vip-dates.ts';
import { beijingDayStart } from '../lib/beijing-time.ts';

// Members and their records (testing/member-records.ts) as the VIP tests use them, the Beijing days
// of rebates, and the VIP and rewards calls.

export const VIP = '/api/findmed/v1/member';
export const REWARDS = '/api/findmed/v1/rewards';
export const RECORDS = '/api/findmed/v1/records';
export const ADMIN_VIP = '/api/admin/v1/vip';

export type { Member };

export const member = (t: TestApp, site = 'pgdz', lang?: string) =>
  sessionMember(t, { site, ...(lang ? { lang } : {}) });

/** A confirmed deposit order (its record only: levels read orders, not the ledger). */
export const deposited = (t: TestApp, who: Member, amountMinor: bigint, currency = 'CNY') =>
  creditedDeposit(t, who, amountMinor, { currency });

/** A bet the venue settled at `at` (valid stake = stake unless said). */
export const bet = (
  t: TestApp,
  who: Member,
  validMinor: bigint,
  at: Date = new Date(),
  options: { state?: 'settled' | 'open'; currency?: string } = {},
) => venueBet(t, who, { stake: validMinor, at, ...options });

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

export const balance = centralBalance;

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
export const operatorOf = async (t: TestApp, role: 'admin' | 'finance' | 'support') => ({
  t: await operatorTokenAs(t, role),
});
