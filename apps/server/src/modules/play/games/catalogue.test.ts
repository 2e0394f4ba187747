import { createHmac } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_GAME_CODES } from '@kirin/venue-sim';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { query } from '../../../testing/members.ts';
import { DEMO_GAME_CODES } from './catalogue-seed-data.ts';
import { getList, listOf, seedSites } from '../../../testing/catalogue-kit.ts';
import { LIST_CACHE_CONTROL } from './catalogue.routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ VENUE_SECRET: 'test-venue-master-secret' });
  // pgdz lists [3, 111, 50, 98, 5, 201, 304]; ky lists [7, 12, 3, 111]. The demo has games of
  // types 111, 50, 98 and 5 only.
  await seedSites(t, 'pgdz', 'ky');
});
afterAll(() => t.close());

const gameTypes = (list: { gameType: number }[]) => list.map((c) => c.gameType);
const codes = (category: { games: { code: string }[] }) => category.games.map((g) => g.code);

describe('demo seed', () => {
  it('gives each site kgame and kslots (under maintenance) with derived credentials', async () => {
    const venues = await t.app.services.catalogue.venues('pgdz');
    const secret = createHmac('sha256', 'test-venue-master-secret')
      .update('kirin-pgdz')
      .digest('hex');
    expect(venues).toEqual([
      {
        code: 'kgame',
        names: { 'zh-CN': '综合游戏', 'zh-HK': '綜合遊戲', en: 'Casino Games' },
        adapter: 'sim',
        baseUrl: '',
        credentials: { operator: 'kirin-pgdz', secret },
        currency: 'CNY',
        state: 'on',
        embeddable: true,
        sort: 1,
      },
      expect.objectContaining({ code: 'kslots', state: 'maintenance', adapter: 'sim' }),
    ]);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.app.services.catalogue.venue('ky', 'kgame'))?.credentials.operator).toBe(
      'kirin-ky',
    );
  });

  it('offers only games the demo venue plays, so every tile opens the game it names', async () => {
    const seeded = await query<{ code: string; venue: string }>(
      t.database,
      sql`select distinct code, venue_code as venue from games order by code`,
    );
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const { code } of seeded) expect(SIM_GAME_CODES, code).toContain(code);
    for (const code of DEMO_GAME_CODES) expect(SIM_GAME_CODES, code).toContain(code);
    // Both demo venues are the simulator (adapter sim, its address): no code escapes the check.
    expect(new Set(seeded.map((row) => row.venue))).toEqual(new Set(['kgame', 'kslots']));
    expect(SIM_GAME_CODES).toEqual(
      expect.arrayContaining(['jade-baccarat', 'golden-roulette', 'lucky-sic-bo', 'speed-dice-3']),
    );
  });

  it('shows no sports until the in-house sportsbook exists, nor types without a game', async () => {
    for (const site of ['pgdz', 'ky']) {
      const all = listOf(await getList(t.app, '?show=0', { site_code: site }));
      for (const type of [3, 7, 12, 201, 304]) expect(gameTypes(all), site).not.toContain(type);
    }
    const names = JSON.stringify(listOf(await getList(t.app, '?show=0')));
    for (const name of ['体育', '麒麟体育', '滚球直播', '串关中心'])
      expect(names).not.toContain(name);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = async () =>
      (
        await query<{ n: number }>(
          t.database,
          sql`select (select count(*) from game_categories)::int + (select count(*) from games)::int
            + (select count(*) from venues)::int as n`,
        )
      )[0]?.n;
    const before = await count();
    await seedSites(t, 'pgdz', 'ky');
    expect(await count()).toBe(before);
  });
});

describe('GET /game/list', () => {
  it("shows only the brand's game types, in the brand's order", async () => {
    const pgdz = listOf(await getList(t.app, '?show=1'));
    const ky = listOf(await getList(t.app, '?show=1', { site_code: 'ky' }));
    expect(gameTypes(pgdz)).toEqual([111, 50, 98, 5]);
    expect(gameTypes(ky)).toEqual([111]);
  });

  it('names everything in the request language', async () => {
    const zh = listOf(await getList(t.app));
    const en = listOf(await getList(t.app, '', { lang: 'en' }));
    const hk = listOf(await getList(t.app, '', { lang: 'zh-HK' }));
    expect(zh[0]).toMatchObject({ name: '真人', title: '经典桌台 公平可验' });
    expect(en[0]).toMatchObject({ name: 'Live Casino', title: 'Classic tables, provably fair' });
    expect(hk[0].games[0]).toMatchObject({ name: '龍虎', code: 'dragon-tiger' });
  });

  it('carries Dragon Tiger in live dealer and cards, with its artwork and venue', async () => {
    const list = listOf(await getList(t.app));
    const live = list.find((c) => c.gameType === 111);
    const cards = list.find((c) => c.gameType === 98);
    expect(codes(live)).toContain('dragon-tiger');
    expect(codes(cards)).toContain('dragon-tiger');
    expect(live).toMatchObject({
      type: 'grid',
      state: 'on',
      icon_nor: '/media/games/type-live.nor.svg',
      icon_sel: '/media/games/type-live.sel.svg',
    });
    expect(live.games[0]).toEqual({
      id: expect.any(Number),
      name: '龙虎',
      seq: 1,
      sort: 10,
      wallet_code: 'kgame',
      code: 'dragon-tiger',
      imgUrl: '/media/games/dragon-tiger.svg',
      bigImgUrl: '/media/games/dragon-tiger.wide.svg',
      desc: '龙虎比大小，和局八倍',
      official: true,
      iconUrl: '/media/games/dragon-tiger.icon.svg',
      state: 'on',
    });
    expect(live.tabList).toEqual(live.games);
    for (const category of list) expect(category.games.length).toBeGreaterThanOrEqual(1);
  });

  it('reports the games of a venue under maintenance as under maintenance', async () => {
    const slots = listOf(await getList(t.app)).find((c) => c.gameType === 50);
    const states = Object.fromEntries(
      slots.games.map((g: { code: string; state: string }) => [g.code, g.state]),
    );
    expect(states).toMatchObject({
      'kirin-blessings': 'on',
      'tiger-leap-gate': 'maintenance',
    });
  });

  it('needs no session and answers the same body with a strong ETag', async () => {
    const res = await getList(t.app, '?show=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await getList(t.app, '?show=1');
    expect(again.body).toBe(res.body);
    expect(again.headers['etag']).toBe(res.headers['etag']);
    const en = await getList(t.app, '?show=1', { lang: 'en' });
    expect(en.headers['etag']).not.toBe(res.headers['etag']);
  });

  it('answers 304 without a body when If-None-Match is current', async () => {
    const { headers } = await getList(t.app);
    const etag = String(headers['etag']);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await getList(t.app, '', { 'if-none-match': header });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      // A length with no body would make HTTP clients drop the keep-alive connection.
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['etag']).toBe(etag);
    }
    const stale = await getList(t.app, '', { 'if-none-match': '"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it('compresses the list for clients that accept it, with a weak ETag that still validates', async () => {
    const plain = await getList(t.app, '?show=1');
    const br = await getList(t.app, '?show=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['etag']).toBe(`W/${String(plain.headers['etag'])}`);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gzip = await getList(t.app, '?show=1', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await getList(t.app, '?show=1', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a malformed show with the validation envelope', async () => {
    const body = json(await getList(t.app, '?show=yes'));
    expect(body).toMatchObject({ status: false, code: 'VALIDATION' });
  });
});

describe('service interface for the venue module', () => {
  it('names the visible venues and finds games by id with their category state', async () => {
    const catalogue = t.app.services.catalogue;
    expect(await catalogue.venueNames('pgdz', 'en')).toEqual([
      { code: 'kgame', name: 'Casino Games', state: 'on' },
      { code: 'kslots', name: 'Slots', state: 'maintenance' },
    ]);
    const live = listOf(await getList(t.app)).find((c) => c.gameType === 111);
    const game = await catalogue.game('pgdz', live.games[0].id);
    expect(game).toEqual({
      id: live.games[0].id,
      code: 'dragon-tiger',
      venueCode: 'kgame',
      names: { 'zh-CN': '龙虎', 'zh-HK': '龍虎', en: 'Dragon Tiger' },
      state: 'on',
      categoryState: 'on',
      gameType: 111,
    });
    expect(await catalogue.game('ky', live.games[0].id)).toBeUndefined();
    expect(await catalogue.venue('pgdz', 'nope')).toBeUndefined();
    const { body, etag } = await catalogue.cachedList('pgdz', 'zh-CN', [111], false);
    expect(body.list.map((c) => c.gameType)).toEqual([111]);
    expect(etag).toMatch(/^"/);
  });
});

describe('GET /media/games/:file', () => {
  it('draws the same safe SVG for the same name, cached for long', async () => {
    const res = await t.app.inject({ url: '/media/games/dragon-tiger.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d{6,}/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('>虎</text>');
    expect((await t.app.inject({ url: '/media/games/dragon-tiger.svg' })).body).toBe(res.body);
    for (const file of [
      'dragon-tiger.wide.svg',
      'x.icon.svg',
      'type-live.nor.svg',
      'type-slots.sel.svg',
      'made-up-name.svg',
    ]) {
      const svg = (await t.app.inject({ url: `/media/games/${file}` })).body;
      expect(svg, file).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
      expect(svg, file).not.toMatch(/<script|\son\w+=|href|<foreignObject/i);
    }
  });

  it("draws each demo game's own picture, distinct per game", async () => {
    const pictures = new Map<string, string>();
    for (const code of DEMO_GAME_CODES) {
      for (const variant of ['', '.wide', '.icon']) {
        const res = await t.app.inject({ url: `/media/games/${code}${variant}.svg` });
        expect(res.statusCode).toBe(200);
        expect(res.body, code).not.toMatch(/<script|\son\w+=|href|<foreignObject|undefined|NaN/i);
        pictures.set(`${code}${variant}`, res.body);
      }
    }
    expect(new Set(pictures.values()).size).toBe(pictures.size);
    // The motifs: cards, a wheel of 37 pockets, dice, a slot machine's reels.
    expect(pictures.get('golden-roulette')).toContain('stroke-dasharray');
    expect(pictures.get('lucky-sic-bo')).toMatch(/(<circle[^>]+r="3\.1"[^>]*>.*){6}/s);
    expect(pictures.get('kirin-blessings')).toContain('>麟</text>');
    expect(pictures.get('jade-baccarat')).toContain('>9</text>');
  });

  it('answers 404 in the envelope for names that are not ours', async () => {
    for (const file of ['x.png', 'Dragon.svg', '..%2Fetc.svg', '%3Cscript%3E.svg', 'a.b.svg']) {
      const res = await t.app.inject({ url: `/media/games/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(json(res)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }
  });
});
