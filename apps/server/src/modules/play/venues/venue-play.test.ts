import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { DEVICE } from '../../../testing/members.ts';
import { setUpVenueTest, type VenueTest } from '../../../testing/venue-kit.ts';

const LAUNCH = '/api/findmed/v1/game/launch';
const BETS = '/api/findmed/v1/records/bets';
let t: VenueTest;

beforeAll(async () => {
  t = await setUpVenueTest();
});
afterAll(async () => {
  await t.closeAll();
});

const launch = (token: string, id: number, code = 'dragon-tiger') =>
  t.call(token, 'GET', `${LAUNCH}?id=${id}&code=${code}&gtype=111`);
const launchPost = (token: string, id: number, key: string, gtype = '111') =>
  t.call(token, 'POST', LAUNCH, { id: String(id), code: 'dragon-tiger', gtype, requestId: key });
const central = async (token: string) =>
  (await t.call(token, 'GET', '/api/findmed/v1/member/balance')).data.central as string;

/** Plays rounds on the venue's own table page, as the member would in the frame. */
async function play(url: string, rounds: { side: string; amount: string }[]) {
  const session = new URL(url).searchParams.get('session') as string;
  for (const [i, round] of rounds.entries()) {
    const response = await fetch(`${t.sim.url}/play/api/round`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...round, clientSeed: `seed${i}` }),
    });
    expect(response.status).toBe(200);
  }
}

describe('launching a game', () => {
  it('opens the venue’s page, and with auto-transfer moves the central balance in', async () => {
    const m = await t.member(30_000n);
    const plain = await launch(m.token, t.gameId);
    expect(plain.data).toMatchObject({
      url: expect.stringContaining('/play?session='),
      embeddable: true,
      gameid: String(t.gameId),
      platform: 'kgame',
      moved: null,
    });
    const auto = await t.call(m.token, 'POST', '/api/findmed/v1/finance/transfer/auto', {
      enabled: '1',
    });
    expect(auto.data).toEqual({ enabled: true });
    // A GET never moves money, whatever the setting: a prefetch or a retried GET is harmless.
    const fetched = await launch(m.token, t.gameId);
    expect(fetched.data.moved).toBeNull();
    expect(await central(m.token)).toBe('300.00');
    // The POST moves the balance in first, once per key.
    const moved = await launchPost(m.token, t.gameId, 'launch-key-0001');
    expect(moved.data.moved).toMatchObject({
      from: 'central',
      to: 'kgame',
      amount: '300.00',
      state: 'posted',
    });
    const replayed = await launchPost(m.token, t.gameId, 'launch-key-0001');
    expect(replayed.data.moved).toEqual(moved.data.moved);
    expect(replayed.data.url).toContain('/play?session=');
    expect(await central(m.token)).toBe('0.00');
    expect((await launchPost(m.token, t.gameId, 'launch-key-0001', '112')).code).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    // Back from the venue: everything comes home.
    const back = await t.call(m.token, 'POST', '/api/findmed/v1/finance/transfer/recall', {
      code: 'kgame',
    });
    expect(back.data.list).toMatchObject([{ amount: '300.00', state: 'posted' }]);
    await expectBooksBalance(t.database);
  });

  it('sends the member back to the brand host they came from, never the server’s own address', async () => {
    const m = await t.member(0n);
    const returnUrl = async (host: string, site = 'pgdz') => {
      const launched = await t.app.inject({
        method: 'GET',
        url: `${LAUNCH}?id=${t.gameId}&code=dragon-tiger&gtype=111`,
        headers: { t: m.token, device_no: DEVICE, site_code: site, host },
      });
      const session = new URL(launched.json().data.url).searchParams.get('session');
      const state = await fetch(`${t.sim.url}/play/api/state`, {
        headers: { authorization: `Bearer ${session}` },
      });
      return ((await state.json()) as { data: { returnUrl: string } }).data.returnUrl;
    };
    // Demo mode used to put PUBLIC_URL (the listen address) here, losing the session and brand.
    t.config.wallet.publicUrl = 'http://127.0.0.1:3999';
    try {
      expect(await returnUrl('m.pgdz.example')).toBe(
        'http://m.pgdz.example/app/venueBack?code=kgame',
      );
      expect(await returnUrl('pgdz.localhost:3000')).toBe(
        'http://pgdz.localhost:3000/app/venueBack?code=kgame',
      );
      // A host that is not the brand's is not trusted: the brand's own first host instead.
      expect(await returnUrl('evil.example')).toBe(
        'http://pgdz.localhost/app/venueBack?code=kgame',
      );
    } finally {
      t.config.wallet.publicUrl = undefined;
    }
  });

  it('opens a page from an origin the page policy does not frame as a whole page', async () => {
    const m = await t.member(0n);
    const allowed = t.app.config.venues.frameOrigins;
    // As if the venue's pages had moved to a host nobody added to FRAME_ORIGINS.
    t.app.config.venues.frameOrigins = ['https://games.elsewhere.example'];
    try {
      expect((await launch(m.token, t.gameId)).data.embeddable).toBe(false);
    } finally {
      t.app.config.venues.frameOrigins = allowed;
    }
    expect((await launch(m.token, t.gameId)).data.embeddable).toBe(true);
  });

  it('refuses a game under maintenance, an unknown one, and a wrong code', async () => {
    const m = await t.member(0n);
    expect((await launch(m.token, t.maintenanceGameId, 'lucky-reels')).code).toBe(
      'VENUE_MAINTENANCE',
    );
    expect((await launch(m.token, 999_999)).code).toBe('NOT_FOUND');
    expect((await launch(m.token, t.gameId, 'other')).code).toBe('NOT_FOUND');
    expect((await t.call(m.token, 'GET', `${LAUNCH}?id=x&code=y&gtype=1`)).code).toBe('VALIDATION');
  });

  it('records presence from the heartbeat', async () => {
    const m = await t.member(0n);
    const beat = await t.call(m.token, 'POST', '/api/findmed/v1/heartbeat', {
      gameid: String(t.gameId),
      platform: 'kgame',
    });
    expect(beat).toMatchObject({ status: true, data: null });
    const [row] = await query<{ game_id: string; platform: string }>(
      t.database,
      sql`select game_id, platform from member_presence where member_id = ${m.id}`,
    );
    expect(row).toEqual({ game_id: String(t.gameId), platform: 'kgame' });
  });
});

describe('betting records', () => {
  it('pulls bets by cursor, resumes where it stopped, counts turnover once', async () => {
    const a = await t.member(50_000n);
    const b = await t.member(50_000n);
    await t.call(a.token, 'POST', '/api/findmed/v1/finance/transfer', {
      from: 'central',
      to: 'kgame',
      amount: '100.00',
    });
    const { data } = await launch(a.token, t.gameId);
    await play(data.url, [
      { side: 'dragon', amount: '10.00' },
      { side: 'tiger', amount: '5.00' },
      { side: 'tie', amount: '1.00' },
    ]);
    const venue = (await t.app.services.catalogue.venue('pgdz', 'kgame'))!;
    // One small page, then the rest: the second pull starts where the first stopped.
    expect(await t.app.services.bets.pull('pgdz', venue, { maxPages: 1, pageSize: 2 })).toBe(2);
    const written = await t.app.services.bets.pull('pgdz', venue);
    expect(written).toBe(4);
    expect(await t.app.services.bets.pull('pgdz', venue)).toBe(0);

    const page = await t.call(a.token, 'POST', BETS, {});
    expect(page.data.total).toBe(3);
    expect(page.data.list.every((bet: { state: string }) => bet.state === 'settled')).toBe(true);
    expect(page.data.sums.stake).toBe('16.00');
    // Each record carries the venue's own record of its round: table, bet, cards and seeds.
    for (const bet of page.data.list) {
      expect(bet.detail).toMatchObject({
        table: 'dragon-tiger',
        bet: expect.stringMatching(/^(dragon|tiger|tie)$/),
        dragon: { rank: expect.any(Number), suit: expect.any(String) },
        serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }
    const [turnover] = await query<{ n: string; paid: string }>(
      t.database,
      sql`select count(*)::text as n, coalesce(sum(amount), 0)::text as paid
          from turnover_entries where member_id = ${a.id} and kind = 'wager'`,
    );
    expect(Number(turnover?.n)).toBe(3);
    expect(BigInt(turnover?.paid ?? '0')).toBe(
      page.data.list.reduce(
        (sum: bigint, bet: { validStake: string }) => sum + BigInt(bet.validStake.replace('.', '')),
        0n,
      ),
    );
    // Filters, and another member sees none of it.
    expect((await t.call(a.token, 'POST', BETS, { venue: 'kslots' })).data.total).toBe(0);
    expect((await t.call(a.token, 'POST', BETS, { state: 'open' })).data.total).toBe(0);
    expect((await t.call(a.token, 'POST', BETS, { page: '1', size: '2' })).data.list).toHaveLength(
      2,
    );
    expect((await t.call(b.token, 'POST', BETS, {})).data.total).toBe(0);
    expect((await t.call(a.token, 'POST', BETS, { startTime: 'yesterday' })).code).toBe(
      'VALIDATION',
    );

    // The wins and losses come home with the balance.
    const recall = await t.call(a.token, 'POST', '/api/findmed/v1/finance/transfer/recall', {});
    const back = BigInt(recall.data.list[0].amount.replace('.', ''));
    const winLoss = BigInt(page.data.sums.winLoss.replace('.', ''));
    expect(back).toBe(10_000n + winLoss);
    await expectBooksBalance(t.database);
  });
});
