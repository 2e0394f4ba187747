import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '@kirin/contract';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { operatorToken } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedSitePromotions } from './promotion-seed.ts';
import {
  ADMIN_POPUPS,
  apply,
  auditActions,
  call,
  daysFromNow,
  deposited,
  member,
  POPUPS,
  PROMO,
} from '../../../testing/promotion-kit.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const popup = (overrides: Record<string, unknown> = {}) => ({
  site: 'blty',
  title: { 'zh-CN': '公告', en: 'Notice' },
  body: { 'zh-CN': '<p>内容</p>' },
  imageUrl: '/media/promos/blty-popup.svg',
  link: '/activity/list',
  startsAt: daysFromNow(-1).toISOString(),
  published: true,
  ...overrides,
});
const create = (body: Record<string, unknown>) => call(t, 'POST', ADMIN_POPUPS, { t: admin }, body);
const titles = async (headers: Record<string, string>) =>
  ((await call(t, 'GET', POPUPS, headers)).data.list as { title: string }[]).map((p) => p.title);

describe('site pop-ups', () => {
  it('shows guests and members the ones in force for them', async () => {
    for (const [title, extra] of [
      ['所有人', { sort: 1 }],
      ['游客', { audience: 'guest', sort: 2 }],
      ['会员', { audience: 'member', sort: 3 }],
      ['草稿', { published: false }],
      ['过期', { startsAt: daysFromNow(-5).toISOString(), endsAt: daysFromNow(-1).toISOString() }],
      ['未来', { startsAt: daysFromNow(1).toISOString() }],
    ] as const) {
      const res = await create(popup({ title: { 'zh-CN': title }, ...extra }));
      expect(res.status).toBe(true);
    }
    await create(popup({ site: 'ky', title: { 'zh-CN': '别站' } }));

    expect(await titles({ site_code: 'blty' })).toEqual(['所有人', '游客']);
    const m = await member(t, 'blty');
    expect(await titles(m.headers)).toEqual(['所有人', '会员']);
    // A token that is no session is a guest.
    expect(await titles({ site_code: 'blty', t: 'stale' })).toEqual(['所有人', '游客']);
    const [first] = (await call(t, 'GET', POPUPS, { site_code: 'blty', lang: 'en' })).data.list;
    expect(first).toMatchObject({
      title: '所有人',
      body: '<p>内容</p>',
      imageUrl: '/media/promos/blty-popup.svg',
      link: '/activity/list',
    });
  });

  it('sanitises, checks links and images, updates partially, and audits', async () => {
    const res = await create(
      popup({
        site: 'ld',
        body: { 'zh-CN': '<p>看<script>x()</script><a href="javascript:y">这</a></p>' },
      }),
    );
    expect(res.data.body).toEqual({ 'zh-CN': '<p>看<a>这</a></p>' });
    const id = res.data.id as number;
    for (const [field, value] of [
      ['link', 'https://elsewhere.example'],
      ['link', '//evil.example'],
      ['link', 'javascript:alert(1)'],
      ['imageUrl', 'data:image/png;base64,AAAA'],
      ['audience', 'everyone'],
    ] as const) {
      const refused = await create(popup({ [field]: value }));
      expect(refused.code, `${field}=${value}`).toBe('VALIDATION');
    }
    const changed = await call(
      t,
      'PUT',
      `${ADMIN_POPUPS}/${id}`,
      { t: admin },
      { published: false },
    );
    expect(changed.data).toMatchObject({ published: false, link: '/activity/list' });
    expect(await auditActions(t, 'popup', id)).toEqual(['popup.create', 'popup.update']);
    const listed = await call(t, 'GET', `${ADMIN_POPUPS}?site=ld`, { t: admin });
    expect(listed.data.list.map((p: { id: number }) => p.id)).toEqual([id]);
  });
});

describe('demo activities', () => {
  it('seeds three activities and a pop-up per site, once, usable as they are', async () => {
    const site = (await t.app.services.sites.all()).get('hx')!;
    expect(await seedSitePromotions(t.database.db, site)).toBe(4);
    expect(await seedSitePromotions(t.database.db, site)).toBe(0);

    for (const lang of LANGS) {
      const list = await call(t, 'GET', `${PROMO}/list`, { site_code: 'hx', lang });
      expect(list.data.list).toHaveLength(3);
      for (const item of list.data.list) {
        expect(item.title).not.toBe('');
        expect(item.bannerUrl).toMatch(/^\/media\/promos\/hx-(gift|match|news)\.svg$/);
        const art = await t.app.inject({ url: item.bannerUrl });
        expect(art.headers['content-type']).toContain('image/svg+xml');
        const one = await call(t, 'GET', `${PROMO}/detail?id=${item.id}`, {
          site_code: 'hx',
          lang,
        });
        expect(one.data.lang).toBe(lang);
        expect(one.data.rules).toContain('<h2>');
      }
    }
    expect(await titles({ site_code: 'hx' })).toEqual(['新人专享福利']);

    const kinds = (await call(t, 'GET', `${PROMO}/list`, { site_code: 'hx' })).data.list.map(
      (p: { kind: string; canApply: boolean }) => [p.kind, p.canApply],
    );
    expect(kinds).toEqual([
      ['apply', true],
      ['apply', true],
      ['info', false],
    ]);
    // The welcome gift pays at once after a deposit of 100.
    const welcome = (await call(t, 'GET', `${PROMO}/list`, { site_code: 'hx' })).data.list[0];
    const m = await member(t, 'hx');
    await deposited(t, m, '100.00');
    expect((await apply(t, m, welcome.id)).data.application).toMatchObject({
      state: 'approved',
      bonus: '88.00',
    });
    await expectBooksBalance(t.database);
  });

  it('draws the banners and refuses names that are not ours', async () => {
    const ok = await t.app.inject({ url: '/media/promos/pgdz-match.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(ok.body).not.toMatch(/<script|href=/);
    expect(ok.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/media/promos/pgdz-match.svg' })).body).toBe(ok.body);
    for (const bad of ['pgdz-other.svg', '..%2Fsecret.svg', 'PGDZ-gift.svg', 'pgdz-gift.png']) {
      expect((await t.app.inject({ url: `/media/promos/${bad}` })).statusCode).toBe(404);
    }
  });
});
