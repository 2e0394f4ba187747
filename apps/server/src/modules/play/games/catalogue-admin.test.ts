import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepare } from '../../../startup.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { query } from '../../../testing/members.ts';
import {
  ADMIN,
  getList,
  idOf,
  listOf,
  operatorAs,
  seedSites,
} from '../../../testing/catalogue-kit.ts';
import { CatalogueService } from './catalogue.service.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof operatorAs>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedSites(t, 'pgdz', 'ky');
  admin = await operatorAs(t);
});
afterAll(() => t.close());

const live = async (app: FastifyInstance = t.app, search = '') =>
  listOf(await getList(app, search)).find((c) => c.gameType === 111);
const codes = (category: { games: { code: string }[] } | undefined) =>
  category?.games.map((g) => g.code) ?? [];
const refusal = (res: { json(): unknown }) => res.json() as { status: boolean; code: string };

describe('refusals', () => {
  it('needs an operator session', async () => {
    const category = { site: 'pgdz', gameType: 50, names: { 'zh-CN': '新电子' } };
    for (const [method, url, payload] of [
      ['GET', `${ADMIN}/venues?site=pgdz`, undefined],
      ['POST', `${ADMIN}/categories`, category],
      ['POST', `${ADMIN}/games/1/state`, { state: 'off' }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(json(res), url).toEqual({ status: false, data: 'token' });
    }
  });

  it('checks roles: finance reads only, support cannot touch venue settings', async () => {
    const finance = await operatorAs(t, 'finance');
    const support = await operatorAs(t, 'support');
    expect(json(await finance.get('/categories?site=pgdz')).status).toBe(true);
    const category = { site: 'pgdz', gameType: 50, names: { 'zh-CN': '新电子' } };
    expect(refusal(await finance.post('/categories', category)).code).toBe('FORBIDDEN');
    const venueId = await idOf(t, 'venues', 'pgdz', { code: 'kgame' });
    expect(
      refusal(await support.post(`/venues/${venueId}`, { baseUrl: 'http://x.test' })).code,
    ).toBe('FORBIDDEN');
    // Putting a venue under maintenance is a support task.
    const res = await support.post(`/venues/${venueId}/state`, { state: 'on' });
    expect(json(res)).toMatchObject({ status: true, data: { state: 'on' } });
  });

  it('answers bad input with the envelope and its fields, never a 500', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        '/categories',
        { site: 'pgdz', gameType: 999, names: { 'zh-CN': 'x' } },
        { gameType: expect.any(String) },
      ],
      [
        '/categories',
        { site: 'pgdz', gameType: 50, names: {} },
        { 'names.zh-CN': expect.any(String) },
      ],
      [
        '/categories',
        { site: 'nope', gameType: 50, names: { 'zh-CN': 'x' } },
        { site: expect.any(String) },
      ],
      [
        '/categories',
        { site: 'pgdz', gameType: 50, names: { 'zh-CN': 'x' }, iconNor: 'javascript:alert(1)' },
        { iconNor: expect.any(String) },
      ],
      [
        '/venues',
        {
          site: 'pgdz',
          code: 'kgame',
          names: { 'zh-CN': 'x' },
          adapter: 'sim',
          baseUrl: 'http://a.test',
          currency: 'CNY',
        },
        { code: expect.any(String) },
      ],
      [
        '/venues',
        {
          site: 'pgdz',
          code: 'Bad Code',
          names: { 'zh-CN': 'x' },
          adapter: 'sim',
          baseUrl: 'ftp://a',
          currency: 'EUR',
        },
        { code: expect.any(String), baseUrl: expect.any(String), currency: expect.any(String) },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const res = await admin.post(path, body);
      expect(res.statusCode).toBe(200);
      expect(json(res), JSON.stringify(body)).toMatchObject({
        status: false,
        code: 'VALIDATION',
        data: { fields: expect.objectContaining(fields) },
      });
    }
  });

  it('refuses unknown ids, empty changes, other sites and malformed bodies', async () => {
    expect(refusal(await admin.post('/games/999999/state', { state: 'off' })).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await admin.post('/games/abc/state', { state: 'off' })).code).toBe('VALIDATION');
    const game = await idOf(t, 'games', 'pgdz', { code: 'fortune-koi' });
    expect(refusal(await admin.post(`/games/${game}`, {})).code).toBe('VALIDATION');
    expect(refusal(await admin.post(`/games/${game}/state`, { state: 'paused' })).code).toBe(
      'VALIDATION',
    );
    const kyCategory = await idOf(t, 'game_categories', 'ky', { gameType: 111 });
    const moved = await admin.post(`/games/${game}`, { categoryId: kyCategory });
    expect(json(moved)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { categoryId: expect.any(String) } },
    });
    const foreignVenue = await admin.post(`/games/${game}`, { venueCode: 'elsewhere' });
    expect(json(foreignVenue)).toMatchObject({
      data: { fields: { venueCode: expect.any(String) } },
    });
    const garbled = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/categories`,
      headers: { t: admin.token, 'content-type': 'application/json' },
      payload: '{"site":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(json(garbled)).toMatchObject({ status: false, code: 'BAD_REQUEST' });
  });
});

describe('venues', () => {
  it('masks credentials everywhere and keeps a value sent back masked', async () => {
    const created = json(
      await admin.post('/venues', {
        site: 'pgdz',
        code: 'kthird',
        names: { 'zh-CN': '第三馆', en: 'Third Hall' },
        adapter: 'sim',
        baseUrl: 'https://third.example',
        credentials: { operator: 'op-1', secret: 'abcdef0123456789abcdef' },
        currency: 'CNY',
        state: 'off',
      }),
    ).data;
    expect(created.credentials).toEqual({ operator: '****', secret: '****cdef' });
    const list = json(await admin.get('/venues?site=pgdz')).data.list;
    expect(JSON.stringify(list)).not.toContain('abcdef0123456789');
    const updated = json(
      await admin.post(`/venues/${created.id}`, {
        credentials: { operator: 'op-2', secret: '****cdef' },
      }),
    ).data;
    expect(updated.credentials).toEqual({ operator: '****', secret: '****cdef' });
    expect((await t.app.services.catalogue.venue('pgdz', 'kthird'))?.credentials).toEqual({
      operator: 'op-2',
      secret: 'abcdef0123456789abcdef',
    });
    const audit = await query<{ action: string; text: string }>(
      t.database,
      sql`select action, before::text || after::text as text from audit_log
          where target_kind = 'venue' and target_id = ${String(created.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'catalogue.venue.create',
      'catalogue.venue.update',
    ]);
    expect(audit.map((a) => a.text).join()).not.toContain('abcdef0123456789');
    // At rest each value is sealed under the data key (docs/decisions/data-at-rest.md).
    const [stored] = await query<{ credentials: Record<string, string> }>(
      t.database,
      sql`select credentials from venues where id = ${created.id}`,
    );
    expect(Object.values(stored!.credentials).every((v) => v.startsWith('enc1:'))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('abcdef0123456789');
    // Credentials stored in clear before that are sealed by the start-up pass, and still work.
    await t.database.db.execute(
      sql`update venues set credentials = '{"operator":"op-3","secret":"plain-secret-0123456789"}'::jsonb
          where id = ${created.id}`,
    );
    expect(await t.app.services.catalogue.resealCredentials()).toBe(1);
    const [resealed] = await query<{ credentials: Record<string, string> }>(
      t.database,
      sql`select credentials from venues where id = ${created.id}`,
    );
    expect(JSON.stringify(resealed)).not.toContain('plain-secret');
    expect(await t.app.services.catalogue.resealCredentials()).toBe(0);
    // Off: members never see it.
    const names = await t.app.services.catalogue.venueNames('pgdz', 'en');
    expect(names.map((v) => v.code)).not.toContain('kthird');
  });
});

describe('changes reach the member list', () => {
  it('drops the cache at once: new ETag, off hidden, maintenance propagated', async () => {
    const first = await getList(t.app);
    const etag = String(first.headers['etag']);
    const game = await idOf(t, 'games', 'pgdz', { code: 'lucky-sic-bo' });
    expect(json(await admin.post(`/games/${game}/state`, { state: 'off' })).data.state).toBe('off');

    const after = await getList(t.app, '', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(etag);
    expect(codes(await live())).not.toContain('lucky-sic-bo');
    expect((await t.app.services.catalogue.game('pgdz', game))?.state).toBe('off');

    const kgame = await idOf(t, 'venues', 'pgdz', { code: 'kgame' });
    await admin.post(`/venues/${kgame}/state`, { state: 'maintenance' });
    expect(new Set((await live())?.games.map((g: { state: string }) => g.state))).toEqual(
      new Set(['maintenance']),
    );
    await admin.post(`/venues/${kgame}/state`, { state: 'on' });
    expect((await live())?.games[0].state).toBe('on');

    const category = await idOf(t, 'game_categories', 'pgdz', { gameType: 111 });
    await admin.post(`/categories/${category}/state`, { state: 'off' });
    expect(await live()).toBeUndefined();
    expect((await t.app.services.catalogue.game('pgdz', game))?.categoryState).toBe('off');
    await admin.post(`/categories/${category}/state`, { state: 'on' });
    expect(await live()).toBeDefined();
  });

  it('keeps empty categories without show=1 and drops them with it', async () => {
    const created = json(
      await admin.post('/categories', {
        site: 'pgdz',
        gameType: 111,
        names: { 'zh-CN': '贵宾厅' },
        sort: 999,
      }),
    ).data;
    const all = listOf(await getList(t.app, '?show=0', { lang: 'en' }));
    // Names fall back to zh-CN when the member's language has none.
    expect(all.find((c) => c.id === created.id)).toMatchObject({ name: '贵宾厅', games: [] });
    expect(listOf(await getList(t.app, '?show=1')).some((c) => c.id === created.id)).toBe(false);

    const added = json(
      await admin.post('/games', {
        site: 'pgdz',
        categoryId: created.id,
        venueCode: 'kgame',
        code: 'vip-baccarat',
        names: { 'zh-CN': '贵宾百家乐', en: 'VIP Baccarat' },
        imgUrl: '/media/games/vip-baccarat.svg',
      }),
    ).data;
    const shown = listOf(await getList(t.app, '?show=1', { lang: 'en' }));
    expect(shown.find((c) => c.id === created.id)?.games).toEqual([
      expect.objectContaining({ id: added.id, name: 'VIP Baccarat', state: 'on' }),
    ]);
    const list = json(await admin.get(`/games?site=pgdz&categoryId=${created.id}`)).data.list;
    expect(list).toEqual([expect.objectContaining({ code: 'vip-baccarat', site: 'pgdz' })]);
  });

  it('reaches a second node sharing the database (Redis, else the version recheck)', async () => {
    const second = await prepare(t.config, { database: t.database });
    await second.app.ready();
    try {
      const game = await idOf(t, 'games', 'pgdz', { code: 'golden-roulette' });
      expect(codes(await live(second.app))).toContain('golden-roulette');
      await admin.post(`/games/${game}/state`, { state: 'off' });
      if (t.config.redisUrl) {
        await vi.waitFor(
          async () => expect(codes(await live(second.app))).not.toContain('golden-roulette'),
          {
            timeout: 3000,
            interval: 20,
          },
        );
      } else {
        // Without a bus the second node answers from memory until its recheck is due.
        expect(codes(await live(second.app))).toContain('golden-roulette');
        const realNow = Date.now.bind(Date);
        const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 6000);
        try {
          expect(codes(await live(second.app))).not.toContain('golden-roulette');
        } finally {
          clock.mockRestore();
        }
      }
    } finally {
      await second.app.close();
    }
  });

  it('rechecks the version no more often than configured', async () => {
    const services = t.app.services;
    const node = new CatalogueService(t.database.db, t.config, services, { recheckMs: 1000 });
    const seen = (await node.cachedList('ky', 'zh-CN', [111], false)).etag;
    const sicBo = await idOf(t, 'games', 'ky', { code: 'lucky-sic-bo' });
    const changes: string[] = [];
    node.onChange((site) => changes.push(site));
    await admin.post(`/games/${sicBo}/state`, { state: 'maintenance' });
    expect((await node.cachedList('ky', 'zh-CN', [111], false)).etag).toBe(seen);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await node.cachedList('ky', 'zh-CN', [111], false);
    expect(fresh.etag).not.toBe(seen);
    expect(fresh.body.list[0]?.games.find((g) => g.code === 'lucky-sic-bo')?.state).toBe(
      'maintenance',
    );
    expect(changes).toEqual(['ky']);
  });
});
