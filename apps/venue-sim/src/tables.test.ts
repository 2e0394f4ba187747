import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealBaccarat } from './games/baccarat.ts';
import { SIM_GAMES } from './games/catalogue.ts';
import { rollDice } from './games/dice.ts';
import { deal } from './games/dragon-tiger.ts';
import { spinRoulette } from './games/roulette.ts';
import { spinSlot } from './games/slot.ts';
import { type TableKind } from './games/tables.ts';
import { postJson, startHarness, type Harness } from './testing/client.ts';

// Every game of the venue's catalogue over HTTP: launched by its code, its own page, a round by
// its own rules, and the bet in the feed with the round's detail.

let h: Harness;
let count = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function launch(game: string, lang = 'zh-CN') {
  const player = `t_${process.pid}_${++count}`;
  await h.client.createPlayer(player);
  await h.client.transfer({ player, amount: '1000.00' });
  const answer = await h.client.post('/v1/launch', {
    player,
    game,
    lang,
    returnUrl: 'https://kirin.example.com/app/venueBack',
  });
  return { player, answer, url: (answer.body.data as { url?: string } | undefined)?.url ?? '' };
}

const tokenOf = (url: string) => new URL(url).searchParams.get('session')!;

type Round = Record<string, unknown> & {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  stake: string;
  payout: string;
  balance: string;
  betId: string;
  round: string;
};

const play = (token: string, bet: string, clientSeed = 'table-test') =>
  postJson<{ ok: boolean; code?: string; message?: string; data: Round }>(
    `${h.sim.url}/play/api/round`,
    { bet, amount: '10.00', clientSeed },
    { authorization: `Bearer ${token}` },
  );

/** A bet each table takes, one it does not, words its page shows, and the recipe's result. */
const TABLES: Record<
  TableKind,
  { bet: string; wrong: string; words: string[]; recompute: (r: Round) => object }
> = {
  'dragon-tiger': {
    bet: 'tiger',
    wrong: 'banker',
    words: ['发牌', '龙', '虎'],
    recompute: (r) => deal(r.serverSeed, r.clientSeed, r.nonce),
  },
  baccarat: {
    bet: 'banker',
    wrong: 'dragon',
    words: ['百家乐', '发牌', '闲对', '庄对'],
    recompute: (r) => dealBaccarat(r.serverSeed, r.clientSeed, r.nonce),
  },
  roulette: {
    bet: 'red',
    wrong: 'straight-37',
    words: ['欧式轮盘（单零）', '旋转', '第3打'],
    recompute: (r) => spinRoulette(r.serverSeed, r.clientSeed, r.nonce),
  },
  'sic-bo': {
    bet: 'total-10',
    wrong: 'sum-10',
    words: ['骰宝', '摇骰', '全围'],
    recompute: (r) => rollDice(r.serverSeed, r.clientSeed, r.nonce),
  },
  k3: {
    bet: 'any-straight',
    wrong: 'total-10',
    words: ['快三', '开奖', '三连号通选', '二同号'],
    recompute: (r) => rollDice(r.serverSeed, r.clientSeed, r.nonce),
  },
  slot: {
    bet: 'lines-10',
    wrong: 'lines-20',
    words: ['10 条线', '旋转', '赔付表'],
    recompute: (r) => spinSlot(r.serverSeed, r.clientSeed, r.nonce),
  },
};

describe.each(SIM_GAMES.map((game) => [game.code, game] as const))('%s', (code, game) => {
  const table = TABLES[game.table];

  it('opens its own page, in each language', async () => {
    for (const lang of ['zh-CN', 'zh-HK', 'en'] as const) {
      const { url } = await launch(code, lang);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${game.names[lang]}</title>`);
      expect(html).toContain(`<h1>${game.names[lang]}</h1>`);
      if (lang === 'zh-CN') for (const word of table.words) expect(html, word).toContain(word);
      expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="(?!data:)/);
      // The markup (the script legitimately says `undefined`).
      expect(html.slice(0, html.indexOf('<script'))).not.toMatch(/undefined|NaN|\{\w+\}/);
    }
  });

  it('plays a round by its recipe and writes the bet with the round detail', async () => {
    const { url, player } = await launch(code);
    const token = tokenOf(url);
    const state = await fetch(`${h.sim.url}/play/api/state`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const before = (
      (await state.json()) as { data: { table: string; next: { serverSeedHash: string } } }
    ).data;
    expect(before.table).toBe(game.table);

    const answer = await play(token, table.bet);
    expect(answer.status).toBe(200);
    const r = answer.body.data;
    expect(createHash('sha256').update(r.serverSeed).digest('hex')).toBe(
      before.next.serverSeedHash,
    );
    const result = table.recompute(r);
    expect(r).toMatchObject({ game: code, table: game.table, bet: table.bet, ...result });
    const cents = (text: string) => Math.round(Number(text) * 100);
    expect(cents(r.balance)).toBe(100_000 - 1000 + cents(r.payout));
    expect(r.round).toMatch(/^[a-z0-9]{2}_[0-9a-f]{8}_\d+$/);

    const feed = (await h.client.get('/v1/bets?limit=500')).body.data as {
      bets: { betId: string; status: string; player: string; game: string; detail: object }[];
    };
    const mine = feed.bets.filter((bet) => bet.player === player);
    expect(mine.map((bet) => bet.status)).toEqual(['open', 'settled']);
    expect(mine[0]).toMatchObject({ betId: r.betId, game: code });
    expect(mine[0]!.detail).toEqual({
      table: game.table,
      ...(game.table === 'dragon-tiger' ? { side: table.bet } : {}),
      bet: table.bet,
      ...(game.theme ? { theme: game.theme.id, symbols: game.theme.symbols } : {}),
      serverSeedHash: before.next.serverSeedHash,
      clientSeed: 'table-test',
      nonce: 1,
    });
    expect(mine[1]!.detail).toEqual({
      ...mine[0]!.detail,
      serverSeed: r.serverSeed,
      ...result,
    });
  });

  it('refuses a bet of another table, and keeps the balance', async () => {
    const { url, player } = await launch(code);
    const answer = await play(tokenOf(url), table.wrong);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('BAD_REQUEST');
    expect(await h.client.balance(player)).toBe('1000.00');
  });
});

describe('games the venue does not have', () => {
  it('refuses to launch them', async () => {
    const { answer } = await launch('kirin-sports');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      ok: false,
      code: 'GAME_NOT_FOUND',
      message: 'This venue has no such game.',
    });
  });

  it("shows 'game not available' for a session kept from before the game went", async () => {
    const { url } = await launch('dragon-tiger');
    const token = tokenOf(url);
    h.sim.store.session(token, Date.now())!.game = 'retired-game';
    const page = await fetch(url);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Game not available');
    expect(html).toContain('https://kirin.example.com/app/venueBack');
    const round = await play(token, 'tiger');
    expect(round.status).toBe(404);
    expect(round.body.code).toBe('GAME_NOT_FOUND');
  });
});
