import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { setUpVenueTest, SITE, type VenueTest } from '../../../testing/venue-kit.ts';

// While a time-out or self-exclusion is in force nothing moves into a venue and no game opens;
// money comes back out of a venue as usual (API.md "Responsible gambling").

const TRANSFER = '/api/findmed/v1/finance/transfer';
const LAUNCH = '/api/findmed/v1/game/launch';
let t: VenueTest;

beforeAll(async () => {
  t = await setUpVenueTest();
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.closeAll());

const assets = async (token: string) =>
  (await t.call(token, 'GET', '/api/findmed/v1/finance/assets')).data;
const restrict = (memberId: number, kind: 'timeout' | 'exclusion', until: Date | null) =>
  t.database.db.execute(
    sql`insert into member_exclusions (member_id, site_code, kind, until)
        values (${memberId}, ${SITE}, ${kind}, ${until?.toISOString() ?? null})`,
  );

describe('venues while restricted', () => {
  it('refuses transfers in and launches with TIMED_OUT, moving nothing; transfers out work', async () => {
    const m = await t.member(100_00n);
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '30.00' }),
    ).toMatchObject({ status: true });
    await restrict(m.id, 'timeout', new Date(Date.now() + 86_400_000));

    const before = await assets(m.token);
    const moveIn = await t.call(m.token, 'POST', TRANSFER, {
      from: 'central',
      to: 'kgame',
      amount: '10.00',
    });
    expect(moveIn).toMatchObject({ status: false, code: 'TIMED_OUT' });
    const launch = await t.call(
      m.token,
      'GET',
      `${LAUNCH}?id=${t.gameId}&code=dragon-tiger&gtype=111`,
    );
    expect(launch).toMatchObject({ status: false, code: 'TIMED_OUT' });
    const launchPost = await t.call(m.token, 'POST', LAUNCH, {
      id: String(t.gameId),
      code: 'dragon-tiger',
      gtype: '111',
      requestId: 'rg-launch-0001',
    });
    expect(launchPost).toMatchObject({ status: false, code: 'TIMED_OUT' });
    expect(await assets(m.token)).toEqual(before);
    const transfers = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from venue_transfers where member_id = ${m.id}`,
    );
    expect(transfers[0]!.n).toBe(1);

    // Money comes back out as usual.
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'kgame', to: 'central', amount: '30.00' }),
    ).toMatchObject({ status: true });
    expect(await assets(m.token)).toMatchObject({ central: '100.00' });
  });

  it('refuses with SELF_EXCLUDED during a self-exclusion, and not after a time-out ended', async () => {
    const m = await t.member(50_00n);
    await restrict(m.id, 'timeout', new Date(Date.now() - 1_000));
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '1.00' }),
    ).toMatchObject({ status: true });
    await restrict(m.id, 'exclusion', null);
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '1.00' }),
    ).toMatchObject({ status: false, code: 'SELF_EXCLUDED' });
    expect(await assets(m.token)).toMatchObject({ central: '49.00' });
  });
});

// Wager and loss limits on money moved into venues (docs/decisions/limits.md): the amount moved
// counts as staked and as possibly lost, with the money already at venues counted as at risk.
const LIMITS = '/api/findmed/v1/member/limits';
const move = (token: string, to: string, from: string, amount: string) =>
  t.call(token, 'POST', TRANSFER, { from, to, amount });

describe('venues under wager and loss limits', () => {
  it('refuses a transfer in that would pass a loss limit, counting the money already at venues', async () => {
    const m = await t.member(200_00n);
    expect(
      await t.call(m.token, 'POST', LIMITS, { kind: 'loss', period: 'day', amount: '50.00' }),
    ).toMatchObject({ status: true });

    const over = await move(m.token, 'kgame', 'central', '60.00');
    expect(over).toMatchObject({
      status: false,
      code: 'LIMIT_REACHED',
      data: { kind: 'loss', period: 'day' },
    });
    expect((over as { msg?: string }).msg).toContain('每日亏损限额');
    expect(await assets(m.token)).toMatchObject({ central: '200.00' });

    expect(await move(m.token, 'kgame', 'central', '40.00')).toMatchObject({ status: true });
    // 40.00 is at the venue and may yet be lost: 20.00 more would pass the limit of 50.00.
    expect(await move(m.token, 'kgame', 'central', '20.00')).toMatchObject({
      code: 'LIMIT_REACHED',
    });
    const view = await t.call(m.token, 'GET', LIMITS);
    expect(view.data).toMatchObject({
      loss: { day: '50.00', week: null },
      used: { loss: { day: '40.00', week: null }, deposit: { day: null }, wager: { day: null } },
    });
    // Brought back, it is no longer at risk: the same 20.00 may go.
    expect(await move(m.token, 'central', 'kgame', '40.00')).toMatchObject({ status: true });
    expect(await move(m.token, 'kgame', 'central', '20.00')).toMatchObject({ status: true });
    expect(await assets(m.token)).toMatchObject({ central: '180.00' });
    const transfers = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from venue_transfers where member_id = ${m.id}`,
    );
    expect(transfers[0]!.n).toBe(3);
  });

  it('refuses a transfer in past a wager limit, and shows what the limit has used', async () => {
    const m = await t.member(100_00n);
    await t.call(m.token, 'POST', LIMITS, { kind: 'wager', period: 'week', amount: '30.00' });
    const refused = await move(m.token, 'kgame', 'central', '30.01');
    expect(refused).toMatchObject({
      code: 'LIMIT_REACHED',
      data: { kind: 'wager', period: 'week' },
    });
    expect(await move(m.token, 'kgame', 'central', '30.00')).toMatchObject({ status: true });
    expect((await t.call(m.token, 'GET', LIMITS)).data.used.wager).toEqual({
      day: null,
      week: '0.00',
      month: null,
    });
    expect(await assets(m.token)).toMatchObject({ central: '70.00' });
  });

  it('moves no more than the limits leave on a launch, and refuses a launch when nothing is left', async () => {
    const m = await t.member(100_00n);
    await t.call(m.token, 'POST', '/api/findmed/v1/finance/transfer/auto', { enabled: '1' });
    await t.call(m.token, 'POST', LIMITS, { kind: 'loss', period: 'month', amount: '30.00' });
    const launch = (key: string) =>
      t.call(m.token, 'POST', LAUNCH, {
        id: String(t.gameId),
        code: 'dragon-tiger',
        gtype: '111',
        requestId: key,
      });
    const first = await launch('rg-launch-limit-1');
    expect(first).toMatchObject({
      status: true,
      data: { moved: { amount: '30.00', state: 'posted' } },
    });
    expect(await assets(m.token)).toMatchObject({ central: '70.00' });
    const second = await launch('rg-launch-limit-2');
    expect(second).toMatchObject({
      status: false,
      code: 'LIMIT_REACHED',
      data: { kind: 'loss', period: 'month' },
    });
    expect(await assets(m.token)).toMatchObject({ central: '70.00' });
  });
});
