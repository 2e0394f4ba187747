import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startHarness, VenueClient, type Harness } from './testing/client.ts';

let h: Harness;
let playerCount = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

interface Launched {
  player: string;
  token: string;
  url: string;
}

async function launch(lang = 'zh-CN', balance = '1000.00', client = h.client): Promise<Launched> {
  const player = `g_${process.pid}_${++playerCount}`;
  await client.createPlayer(player);
  await client.transfer({ player, amount: balance });
  const answer = await client.post('/v1/launch', {
    player,
    game: 'dragon-tiger',
    lang,
    returnUrl: 'https://kirin.example.com/lobby?a=1&b=<2>',
  });
  const url = (answer.body.data as { url: string }).url;
  return { player, url, token: new URL(url).searchParams.get('session')! };
}

type Data = Record<string, unknown> & { next: { serverSeedHash: string; nonce: number } };

async function round(token: string, body: Record<string, unknown>) {
  return postJson<{ ok: boolean; code?: string; data: Data }>(
    `${h.sim.url}/play/api/round`,
    { side: 'dragon', amount: '10.00', clientSeed: 'my-seed', ...body },
    { authorization: `Bearer ${token}` },
  );
}

async function state(token: string) {
  const response = await fetch(`${h.sim.url}/play/api/state`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { ok: boolean; data: Data } };
}

describe('play page', () => {
  it('speaks the session language and links back to the lobby out of any frame', async () => {
    for (const [lang, words] of [
      ['zh-CN', ['龙虎', '返回大厅', '发牌', '余额']],
      ['zh-HK', ['龍虎', '返回大廳', '發牌', '餘額']],
      ['en', ['Dragon Tiger', 'Back to lobby', 'Deal', 'Balance']],
    ] as const) {
      const { url } = await launch(lang);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      for (const word of words) expect(html, `${lang}: ${word}`).toContain(word);
      expect(html).toContain(
        'href="https://kirin.example.com/lobby?a=1&amp;b=&lt;2&gt;" target="_top"',
      );
      expect(html).toContain('name="viewport"');
      // Self-contained: no external scripts, styles or images.
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(?!data:)/);
      expect(html).toContain('1000.00');
    }
  });

  it('shows an expired page for an unknown session and refuses its API', async () => {
    const page = await fetch(`${h.sim.url}/play?session=nope`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('Session expired');
    const answer = await round('nope', {});
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('SESSION_INVALID');
    expect((await postJson(`${h.sim.url}/play/api/round`, {})).status).toBe(401);
  });
});

describe('rounds', () => {
  it('settles a round by the published recipe, and the revealed seed matches the hash shown before', async () => {
    const { token, player } = await launch();
    let balance = 100_000n;
    for (let i = 0; i < 12; i++) {
      const before = (await state(token)).body.data;
      const side = (['dragon', 'tiger', 'tie'] as const)[i % 3]!;
      const answer = await round(token, { side, amount: '10.00', clientSeed: `c${i}` });
      expect(answer.status).toBe(200);
      const r = answer.body.data as Data & {
        serverSeed: string;
        nonce: number;
        dragon: { rank: number };
        tiger: { rank: number };
        winner: string;
        payout: string;
        validStake: string;
        balance: string;
      };
      // Verify as a player would, from the page's numbers only.
      expect(createHash('sha256').update(r.serverSeed).digest('hex')).toBe(
        before.next.serverSeedHash,
      );
      expect(r.nonce).toBe(before.next.nonce);
      const bytes = createHmac('sha256', r.serverSeed).update(`c${i}:${r.nonce}`).digest();
      const dragon = (bytes.readUInt16BE(0) % 13) + 1;
      const tiger = (bytes.readUInt16BE(2) % 13) + 1;
      expect([r.dragon.rank, r.tiger.rank]).toEqual([dragon, tiger]);
      const winner = dragon > tiger ? 'dragon' : dragon < tiger ? 'tiger' : 'tie';
      expect(r.winner).toBe(winner);
      const payout =
        side === winner ? (side === 'tie' ? 9000n : 2000n) : winner === 'tie' ? 500n : 0n;
      expect(r.payout).toBe(`${payout / 100n}.00`);
      expect(r.validStake).toBe(payout === 500n ? '5.00' : '10.00');
      balance += payout - 1000n;
      expect(r.balance).toBe(`${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`);
      // The next round has a new seed.
      expect(r.next.serverSeedHash).not.toBe(before.next.serverSeedHash);
      expect(r.next.nonce).toBe(r.nonce + 1);
    }
    expect(await h.client.balance(player)).toBe((await state(token)).body.data.balance);
  });

  it('refuses a stake above the balance with a clear message and bad rounds with 400', async () => {
    const { token, player } = await launch('en', '5.00');
    const answer = await round(token, { amount: '5.01' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      ok: false,
      code: 'INSUFFICIENT_BALANCE',
      message: 'The stake is above the balance.',
    });
    for (const bad of [{ side: 'banker' }, { amount: '0' }, { amount: '-1' }, { clientSeed: '' }]) {
      expect((await round(token, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await h.client.balance(player)).toBe('5.00');
    expect((await round(token, { amount: '5' })).status).toBe(200);
  });
});

describe('bet records', () => {
  type Bet = { betId: string; status: string; player: string; stake: string; payout: string };
  type Page = { bets: Bet[]; nextCursor: string };
  const bets = async (client: VenueClient, cursor: string, limit = 3) => {
    const answer = await client.get(`/v1/bets?cursor=${encodeURIComponent(cursor)}&limit=${limit}`);
    expect(answer.status).toBe(200);
    return answer.body.data as unknown as Page;
  };

  it('are a change feed: open then settled per bet, paged by cursor, repeatable from any cursor', async () => {
    const client = new VenueClient(h.sim.url, 'feed_site');
    const { token, player } = await launch('en', '100.00', client);
    for (let i = 0; i < 4; i++) expect((await round(token, { amount: '1.00' })).status).toBe(200);

    const pages: Page[] = [];
    let cursor = '';
    for (;;) {
      const page = await bets(client, cursor);
      pages.push(page);
      if (page.bets.length === 0) break;
      cursor = page.nextCursor;
    }
    const changes = pages.flatMap((page) => page.bets);
    expect(pages.map((page) => page.bets.length)).toEqual([3, 3, 2, 0]);
    expect(changes.map((bet) => bet.status)).toEqual([
      'open',
      'settled',
      'open',
      'settled',
      'open',
      'settled',
      'open',
      'settled',
    ]);
    expect(new Set(changes.map((bet) => bet.betId)).size).toBe(4);
    expect(changes[0]).toMatchObject({
      player,
      game: 'dragon-tiger',
      currency: 'CNY',
      stake: '1.00',
    });
    expect(changes[0]).toMatchObject({ validStake: '0.00', payout: '0.00', settledAt: null });
    expect(changes[1]).toMatchObject({ betId: changes[0]!.betId, settledAt: expect.any(String) });
    expect((changes[1] as unknown as { detail: Record<string, unknown> }).detail).toMatchObject({
      table: 'dragon-tiger',
      serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: 1,
    });

    // The same cursor gives the same changes, and a puller can restart from any cursor.
    expect(await bets(client, pages[0]!.nextCursor)).toEqual(pages[1]);
    expect((await bets(client, pages[1]!.nextCursor, 500)).bets).toEqual(changes.slice(6));
    // The last cursor waits for new changes.
    const last = pages.at(-1)!;
    expect(last.nextCursor).toBe(pages.at(-2)!.nextCursor);
    await round(token, { amount: '1.00' });
    const fresh = await bets(client, last.nextCursor, 500);
    expect(fresh.bets.map((bet) => bet.status)).toEqual(['open', 'settled']);

    // Other operators see none of these.
    const other = await bets(h.client, '', 500);
    expect(other.bets.some((bet) => bet.player === player)).toBe(false);
  });

  it('refuses bad cursors and limits', async () => {
    for (const query of ['cursor=nonsense', 'limit=0', 'limit=501', 'limit=ten']) {
      const answer = await h.client.get(`/v1/bets?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('BAD_REQUEST');
    }
    expect((await h.client.get('/v1/bets?limit=500')).status).toBe(200);
  });

  it('appear in the books switch only as balances, not as transfers', async () => {
    const { player } = await launch('en', '3.00');
    const books = await getJson<{ players: { player: string; balance: string }[] }>(
      `${h.sim.url}/__books`,
    );
    expect(books.body.players.find((row) => row.player === player)).toEqual({
      operator: 'site_a',
      player,
      currency: 'CNY',
      balance: '3.00',
    });
  });
});
