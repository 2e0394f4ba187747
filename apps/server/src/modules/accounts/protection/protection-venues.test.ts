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
