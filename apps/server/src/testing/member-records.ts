import { sql } from 'drizzle-orm';
import { operatorTokenOf } from './operator-sign-in.ts';
import { house, memberCentral } from '../ledger/wallet-accounts.ts';
import { insertMembers } from './ledger.ts';
import { query } from './members.ts';
import { json, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';

// Members with a session made straight in the database, and the records the reward modules read
// (credited deposit orders, venue bets), written as the deposit module and the bet puller do.

export type Member = { id: number; account: string; site: string; headers: Record<string, string> };

export async function sessionMember(
  t: TestApp,
  options: { site?: string; lang?: string; inviterId?: number; registeredAt?: Date } = {},
): Promise<Member> {
  const site = options.site ?? 'pgdz';
  const [id] = await insertMembers(t.database, 1, site);
  if (id === undefined) throw new Error('no member');
  const [row] = await query<{ account: string }>(
    t.database,
    sql`update members set inviter_id = ${options.inviterId ?? null},
          created_at = coalesce(${options.registeredAt?.toISOString() ?? null}::timestamptz, created_at)
        where id = ${id} returning account`,
  );
  const token = await t.app.services.memberSessions.start(t.database.db, id, {});
  const headers: Record<string, string> = { t: token, site_code: site };
  if (options.lang) headers.lang = options.lang;
  return { id, account: row?.account ?? '', site, headers };
}

let seq = 0;
const next = () => `${Date.now()}-${(seq += 1)}`;

/**
 * A credited deposit order, made and decided at `at` (now unless said), with its credit in the
 * ledger as the deposit module books it (`deposit:<orderNo>`), so the books check holds.
 */
export async function creditedDeposit(
  t: TestApp,
  who: Member,
  amountMinor: bigint,
  options: { at?: Date; currency?: string } = {},
) {
  const at = (options.at ?? new Date()).toISOString();
  const currency = options.currency ?? 'CNY';
  const orderNo = `T${next()}`;
  const [channel] = await query<{ id: string | number }>(
    t.database,
    sql`insert into deposit_channels (site_code, kind, name, min_amount, max_amount)
        values (${who.site}, 'bank', 'test', 1, 100000000000) returning id`,
  );
  const credit = await t.app.services.ledger.transfer({
    key: `deposit:${orderNo}`,
    debit: house('house_deposit', who.site, currency, who.id),
    credit: memberCentral({ siteCode: who.site, memberId: who.id, currency }),
    amount: amountMinor,
    currency,
    reason: 'deposit',
    meta: { orderNo },
  });
  await t.database.db.execute(
    sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
          reference, state, transfer_id, decided_at, created_at)
        values (${orderNo}, ${who.site}, ${who.id}, ${channel?.id}, ${amountMinor},
          ${currency}, 'ref', 'credited', ${credit.id}, ${at}::timestamptz, ${at}::timestamptz)`,
  );
}

/** A venue bet placed (and, unless `open`, settled) at `at`; valid stake = stake unless said. */
export async function venueBet(
  t: TestApp,
  who: Member,
  b: {
    stake: bigint;
    payout?: bigint;
    valid?: bigint;
    at?: Date;
    state?: 'settled' | 'open';
    currency?: string;
  },
) {
  const state = b.state ?? 'settled';
  const at = (b.at ?? new Date()).toISOString();
  await t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, currency,
          stake, valid_stake, payout, state, placed_at, settled_at)
        values (${who.site}, ${who.id}, 'sim', ${`test-${next()}`}, 'g1', ${b.currency ?? 'CNY'},
          ${b.stake}, ${b.valid ?? b.stake}, ${b.payout ?? 0n}, ${state}, ${at}::timestamptz,
          ${state === 'settled' ? at : null}::timestamptz)`,
  );
}

/** The member's central balance as the member site reads it. */
export async function centralBalance(t: TestApp, who: Member): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/findmed/v1/member/balance',
    headers: who.headers,
  });
  return json(res).data.central as string;
}

/** A logged-in operator of a role, made for the test (the admin is made at start); its token. */
export async function operatorTokenAs(
  t: TestApp,
  role: 'admin' | 'finance' | 'support',
): Promise<string> {
  const account = `${role}${next().replace(/\D/g, '').slice(-8)}`;
  await t.app.services.operators.create(
    { kind: 'system', name: 'test' },
    { account, password: TEST_ADMIN_PASSWORD, role },
    {},
  );
  return operatorTokenOf(t.app, account, TEST_ADMIN_PASSWORD);
}
