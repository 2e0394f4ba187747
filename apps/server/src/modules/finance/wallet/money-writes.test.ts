import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { encrypt, post, query } from '../../../testing/members.ts';
import { json } from '../../../testing/test-app.ts';
import { channelId } from '../../../testing/deposit-kit.ts';
import { createEvent, selection, type TestEvent } from '../../../testing/sportsbook-kit.ts';
import { setUpVenueTest, type VenueTest } from '../../../testing/venue-kit.ts';
import {
  ADMIN,
  adminToken,
  fund,
  newMember,
  operator,
  WP,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// API.md: every write that moves money takes an Idempotency-Key scoped to the member or operator
// across every endpoint. A replay with the same endpoint and parameters answers the first answer
// and moves nothing; the same key with other parameters, or on another endpoint, is refused with
// IDEMPOTENCY_CONFLICT and moves nothing either. One table of every such write, checked alike.

type Answer = { status: boolean; code?: string; data?: unknown };

let t: VenueTest;
let m: TestMember;
let finance: string;
let second: string;
let bank: number;
let event: TestEvent;

beforeAll(async () => {
  t = await setUpVenueTest({
    CAPTCHA: 'off',
    SMS_OUTBOX: 'on',
    WITHDRAW_APPROVAL_THRESHOLD: '500',
  });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
  m = await newMember(t, 'replay01');
  await fund(t, m.owner, '5000');
  finance = await operator(t, 'replayfin', 'finance');
  second = await adminToken(t);
  event = await createEvent(t, await operator(t, 'replaytrader', 'trader'));
});
afterAll(async () => {
  await t.closeAll();
});

const memberPost = async (url: string, body: Record<string, unknown>, key: string) =>
  json<Answer>(await post(t.app, url, body, { ...m.as, 'idempotency-key': key }));
const operatorPost = async (
  token: string,
  url: string,
  body: Record<string, unknown>,
  key: string,
) =>
  json<Answer>(
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}${url}`,
      headers: { t: token, 'idempotency-key': key },
      payload: body,
    }),
  );

/** Everything a write could move or make: if none of it changes, nothing moved. */
async function books() {
  const [row] = await query<Record<string, number>>(
    t.database,
    sql`select (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from deposit_orders) as deposits,
               (select count(*)::int from withdrawals) as withdrawals,
               (select count(*)::int from venue_transfers) as moves,
               (select count(*)::int from adjustments) as adjustments,
               (select count(*)::int from sports_bets) as bets`,
  );
  return row;
}

let seq = 0;
const fresh = (name: string) => `${name}-${(seq += 1)}-${Date.now()}`;

/** The last withdrawal the member asked for, by order number. */
async function lastWithdrawal(): Promise<string> {
  const [row] = await query<{ order_no: string }>(
    t.database,
    sql`select order_no from withdrawals where member_id = ${m.owner.memberId} order by id desc limit 1`,
  );
  return row!.order_no;
}

type Write = {
  name: string;
  /** Makes whatever the write needs first (an order to confirm, a wallet to recall). */
  before?: () => Promise<void>;
  send: (key: string, other: boolean) => Promise<Answer>;
  /** What of the answer a replay repeats, when not all of it (a launch's game session is new). */
  replayed?: (answer: Answer) => unknown;
  after?: () => Promise<void>;
};

const SPORTS_BET = 'member: sports bet';

const writes: Write[] = [
  {
    name: 'member: deposit order',
    send: (key, other) =>
      memberPost(
        '/api/findmed/v1/finance/deposit',
        { channelId: bank, amount: other ? '200' : '100', depositorName: '张三' },
        key,
      ),
  },
  {
    name: 'member: withdraw',
    send: async (key, other) =>
      memberPost(
        '/api/findmed/v1/finance/withdraw',
        {
          amount: other ? '101' : '100',
          accountId: m.accountId,
          wpassword: await encrypt(t.app, WP),
        },
        key,
      ),
  },
  {
    name: 'member: transfer into a venue',
    send: (key, other) =>
      memberPost(
        '/api/findmed/v1/finance/transfer',
        { from: 'central', to: 'kgame', amount: other ? '11' : '10' },
        key,
      ),
  },
  {
    name: 'member: recall',
    before: async () => {
      await memberPost(
        '/api/findmed/v1/finance/transfer',
        { from: 'central', to: 'kgame', amount: '20' },
        fresh('recall-fill'),
      );
    },
    send: (key, other) =>
      memberPost('/api/findmed/v1/finance/transfer/recall', other ? {} : { code: 'kgame' }, key),
  },
  {
    name: 'member: game launch with auto-transfer',
    before: async () => {
      await post(t.app, '/api/findmed/v1/finance/transfer/auto', { enabled: '1' }, m.as);
    },
    send: (key, other) =>
      memberPost(
        '/api/findmed/v1/game/launch',
        { id: String(t.gameId), code: 'dragon-tiger', gtype: other ? '112' : '111' },
        key,
      ),
    // The money part is the first answer; the game's URL is a new session each time.
    replayed: (answer) => (answer.data as { moved: unknown }).moved,
    after: async () => {
      await post(t.app, '/api/findmed/v1/finance/transfer/auto', { enabled: '0' }, m.as);
      await memberPost('/api/findmed/v1/finance/transfer/recall', {}, fresh('home'));
    },
  },
  {
    // Placed by one database function that claims the key itself (sql/sportsbook-place.sql).
    name: SPORTS_BET,
    send: (key, other) =>
      memberPost(
        '/api/sports/v1/bets',
        {
          stake: other ? '12' : '10',
          legs: [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }],
        },
        key,
      ),
  },
  {
    name: 'operator: adjustment',
    send: (key, other) =>
      operatorPost(
        finance,
        '/finance/adjustments',
        { account: m.account, amount: other ? '6' : '5', reason: 'replay test' },
        key,
      ),
  },
  {
    name: 'operator: withdrawal approve (above the threshold)',
    before: async () => {
      const big = await memberPost(
        '/api/findmed/v1/finance/withdraw',
        { amount: '600', accountId: m.accountId, wpassword: await encrypt(t.app, WP) },
        fresh('wd'),
      );
      expect(big).toMatchObject({ status: true });
      withdrawalToDecide = await lastWithdrawal();
    },
    send: (key, other) =>
      operatorPost(
        second,
        `/finance/withdrawals/${other ? 'W0' : withdrawalToDecide}/approve`,
        {},
        key,
      ),
  },
  {
    name: 'operator: withdrawal pay (by another operator than the approver)',
    send: (key, other) =>
      operatorPost(
        finance,
        `/finance/withdrawals/${other ? 'W0' : withdrawalToDecide}/pay`,
        {},
        key,
      ),
  },
  {
    name: 'operator: withdrawal reject',
    before: async () => {
      await memberPost(
        '/api/findmed/v1/finance/withdraw',
        { amount: '100', accountId: m.accountId, wpassword: await encrypt(t.app, WP) },
        fresh('wd'),
      );
      withdrawalToDecide = await lastWithdrawal();
    },
    send: (key, other) =>
      operatorPost(
        finance,
        `/finance/withdrawals/${withdrawalToDecide}/reject`,
        { reason: other ? 'another reason' : 'account closed' },
        key,
      ),
  },
  // After the withdrawals: a credited deposit brings turnover to meet before withdrawing.
  {
    name: 'operator: deposit confirm',
    before: async () => {
      const made = await memberPost(
        '/api/findmed/v1/finance/deposit',
        { channelId: bank, amount: '150', depositorName: '张三' },
        fresh('dep'),
      );
      depositToDecide = (made.data as { id: string }).id;
    },
    send: (key, other) =>
      operatorPost(finance, `/finance/deposits/${other ? 'D0' : depositToDecide}/confirm`, {}, key),
  },
  {
    name: 'operator: deposit reject',
    before: async () => {
      const made = await memberPost(
        '/api/findmed/v1/finance/deposit',
        { channelId: bank, amount: '160', depositorName: '张三' },
        fresh('dep'),
      );
      depositToDecide = (made.data as { id: string }).id;
    },
    send: (key, other) =>
      operatorPost(
        finance,
        `/finance/deposits/${depositToDecide}/reject`,
        { reason: other ? 'another reason' : 'not received' },
        key,
      ),
  },
];
let depositToDecide = '';
let withdrawalToDecide = '';

describe('every money write, replayed with its Idempotency-Key', () => {
  it.each(writes)('$name: a replay answers the first answer and moves nothing', async (write) => {
    await write.before?.();
    const key = fresh('key');
    const first = await write.send(key, false);
    expect(first).toMatchObject({ status: true });
    const after = await books();

    const again = await write.send(key, false);
    const part = write.replayed ?? ((answer: Answer) => answer);
    expect(again.status).toBe(true);
    expect(part(again)).toEqual(part(first));
    expect(await books()).toEqual(after);

    const conflict = await write.send(key, true);
    expect(conflict).toMatchObject({ status: false, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await books()).toEqual(after);
    await write.after?.();
    await expectBooksBalance(t.database);
  });

  it('a member’s key is theirs across every endpoint: reused elsewhere, it is refused', async () => {
    const key = fresh('shared');
    const deposit = await writes[0]!.send(key, false);
    expect(deposit.status).toBe(true);
    const before = await books();
    for (const write of [...writes.slice(1, 4), writes.find((w) => w.name === SPORTS_BET)!]) {
      expect(await write.send(key, false)).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    }
    expect(await books()).toEqual(before);
  });

  it('an operator’s key is theirs across every endpoint too', async () => {
    const key = fresh('op-shared');
    const adjusted = await operatorPost(
      finance,
      '/finance/adjustments',
      { account: m.account, amount: '1', reason: 'shared key' },
      key,
    );
    expect(adjusted.status).toBe(true);
    const made = await memberPost(
      '/api/findmed/v1/finance/deposit',
      { channelId: bank, amount: '170', depositorName: '张三' },
      fresh('dep'),
    );
    const orderNo = (made.data as { id: string }).id;
    expect(
      await operatorPost(finance, `/finance/deposits/${orderNo}/confirm`, {}, key),
    ).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    // Another operator's key of the same text is theirs, not this one's.
    expect(
      (await operatorPost(second, `/finance/deposits/${orderNo}/confirm`, {}, key)).status,
    ).toBe(true);
    await expectBooksBalance(t.database);
  });
});
