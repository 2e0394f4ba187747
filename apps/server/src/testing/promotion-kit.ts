import { sql } from 'drizzle-orm';
import { centralBalance, creditedDeposit, sessionMember, type Member } from './member-records.ts';
import { query } from './members.ts';
import { json, type TestApp } from './test-app.ts';
import { minorOf } from '../lib/finance-policy.ts';
import { currencyOf } from '../lib/money.ts';

// Members and their confirmed deposits (testing/member-records.ts) as the activity tests use them,
// and the calls of the activity and pop-up routes.

export const PROMO = '/api/findmed/v1/promo';
export const POPUPS = '/api/findmed/v1/popups';
export const ADMIN_PROMOS = '/api/admin/v1/promotions';
export const ADMIN_POPUPS = '/api/admin/v1/popups';

export type { Member };

export const member = (t: TestApp, site = 'pgdz') => sessionMember(t, { site });

/** A confirmed deposit of `amount` (major units, text) credited at `at`. */
export const deposited = (
  t: TestApp,
  who: Member,
  amount: string,
  at: Date = new Date(),
  currency = 'CNY',
) => creditedDeposit(t, who, minorOf(amount, currencyOf(currency)), { at, currency });

export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

/** An activity as tests usually want it: running, published, apply with a fixed bonus. */
export function promoBody(overrides: Record<string, unknown> = {}) {
  return {
    site: 'pgdz',
    kind: 'apply',
    title: { 'zh-CN': '新人礼', 'zh-HK': '新人禮', en: 'Welcome gift' },
    summary: { 'zh-CN': '存款即送', en: 'Deposit and get it' },
    rules: { 'zh-CN': '<h2>规则</h2><p>每人一次</p>', en: '<p>Once per member</p>' },
    bannerUrl: '/media/promos/pgdz-gift.svg',
    startsAt: daysFromNow(-1).toISOString(),
    endsAt: daysFromNow(30).toISOString(),
    bonusAmount: '88.00',
    minDeposit: '100.00',
    turnoverMultiple: '3',
    autoApprove: true,
    published: true,
    ...overrides,
  };
}

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: Record<string, unknown>,
) {
  return json(
    await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) }),
  );
}

/** Creates an activity through the operator API and answers its id; a refusal fails the test. */
export async function created(t: TestApp, admin: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', ADMIN_PROMOS, { t: admin }, body);
  if (!res.status) throw new Error(`create refused: ${JSON.stringify(res)}`);
  return res.data.id as number;
}

export const apply = (t: TestApp, who: Member, id: number | string) =>
  call(t, 'POST', `${PROMO}/apply`, who.headers, { id });

export const balance = centralBalance;

/** Betting required of the member by rewards, in minor units. */
export async function rewardTurnover(t: TestApp, who: Member): Promise<string> {
  const [row] = await query<{ n: string }>(
    t.database,
    sql`select coalesce(sum(amount), 0)::text as n from turnover_entries
        where member_id = ${who.id} and kind = 'require'
          and source like 'redemption:%'`,
  );
  return row?.n ?? '0';
}

export async function rewardsOf(t: TestApp, who: Member) {
  return query<{ kind: string; period: string; amount: string; transfers: number }>(
    t.database,
    sql`select r.kind, r.period, r.amount::text,
          (select count(*)::int from ledger_transfers l where l.id = r.transfer_id) as transfers
        from redemptions r where r.member_id = ${who.id} order by r.id`,
  );
}

export async function auditActions(t: TestApp, kind: string, id: number) {
  const rows = await query<{ action: string }>(
    t.database,
    sql`select action from audit_log where target_kind = ${kind} and target_id = ${String(id)}
        order by id`,
  );
  return rows.map((r) => r.action);
}
