import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUTORIAL_SLUGS } from '@kirin/contract';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { query } from '../../../testing/members.ts';

// The public content routes: pages by slug and language, section lists, refusals.

let t: TestApp;

const PAGE = '/api/findmed/v1/content/page';
const LIST = '/api/findmed/v1/content/list';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url, headers });
const page = (slug: string, headers: Headers = {}) =>
  get(`${PAGE}?slug=${encodeURIComponent(slug)}`, headers);

async function seed(code: string) {
  const site = (await t.app.services.sites.all()).get(code as never);
  if (!site) throw new Error(`no site ${code}`);
  return t.app.services.content.seedDemo(site);
}

beforeAll(async () => {
  t = await createTestApp();
  await seed('pgdz');
  await seed('hgty');
});
afterAll(() => t.close());

describe('the contract’s help paths', () => {
  it('answer /help/detail and /help/list as /content/page and /content/list do', async () => {
    const headers = { site_code: 'pgdz', lang: 'zh-CN' };
    const viaHelp = await get('/api/findmed/v1/help/detail?slug=tutorial%2Fdeposit', headers);
    expect(viaHelp.json()).toEqual(json(await page('tutorial/deposit', headers)));
    const list = await get('/api/findmed/v1/help/list?section=tutorial', headers);
    expect(list.json()).toEqual(json(await get(`${LIST}?section=tutorial`, headers)));
    expect(json(list).data.list.length).toBeGreaterThan(5);
  });
});

describe('GET /content/page', () => {
  it('answers a page in the request language, with the brand filled in', async () => {
    const res = json(await page('tutorial/deposit', { site_code: 'pgdz', lang: 'zh-HK' }));
    expect(res.status).toBe(true);
    expect(res.data).toMatchObject({ slug: 'tutorial/deposit', lang: 'zh-HK' });
    expect(res.data.title).toMatch(/存款/);
    expect(res.data.body).toContain('鵬冠電子');
    expect(res.data.body).not.toContain('{{');
    expect(new Date(res.data.updatedAt).getTime()).not.toBeNaN();

    const en = json(await page('tutorial/deposit', { site_code: 'pgdz', lang: 'en' }));
    expect(en.data.lang).toBe('en');
    expect(en.data.body).toContain('Pengguan Slots');
  });

  it('uses the site: each brand has its own copy', async () => {
    const res = json(await page('sponsor', { site_code: 'hgty', lang: 'en' }));
    expect(res.data.title).toContain('Haoguan Sports');
    expect(res.data.body).not.toContain('Pengguan');
  });

  it('falls back to zh-CN when the page has no version in the language asked for', async () => {
    await query(
      t.database,
      sql`delete from content_pages where site_code = 'pgdz' and slug = 'tutorial/tech' and lang = 'en'`,
    );
    const res = json(await page('tutorial/tech', { site_code: 'pgdz', lang: 'en' }));
    expect(res.status).toBe(true);
    expect(res.data.lang).toBe('zh-CN');
    expect(res.data.title).toBe('设备与浏览器要求');
  });

  it('answers NOT_FOUND for a page the site does not have, in the request language', async () => {
    const res = json(await page('tutorial/nothingHere', { site_code: 'pgdz', lang: 'en' }));
    expect(res).toMatchObject({ status: false, code: 'NOT_FOUND', data: null });
    expect(res.msg).toBe('What you are looking for does not exist.');
    // A site that was never seeded has none of them.
    const other = json(await page('tutorial/deposit', { site_code: 'ky' }));
    expect(other).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('refuses a malformed slug as VALIDATION, never a 500', async () => {
    for (const slug of ['', '../etc/passwd', 'tutorial/%', 'Tutorial/x', 'a'.repeat(200)]) {
      const res = await page(slug, { site_code: 'pgdz' });
      expect(res.statusCode, slug).toBe(200);
      expect(json(res), slug).toMatchObject({ status: false, code: 'VALIDATION' });
    }
    const missing = await get(PAGE);
    expect(json(missing)).toMatchObject({ status: false, code: 'VALIDATION' });
  });

  it('needs no session', async () => {
    const res = json(await page('help/center', { site_code: 'pgdz', t: 'not-a-session' }));
    expect(res.status).toBe(true);
  });
});

describe('GET /content/list', () => {
  it('lists the tutorials of the site in their order, in the request language', async () => {
    const res = json(await get(`${LIST}?section=tutorial`, { site_code: 'pgdz', lang: 'zh-CN' }));
    expect(res.status).toBe(true);
    const slugs = res.data.list.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual([...TUTORIAL_SLUGS]);
    const sorts = res.data.list.map((p: { sort: number }) => p.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(res.data.list[0]).toEqual({ slug: 'tutorial/deposit', title: '如何充值', sort: 10 });
  });

  it('takes each title in the language asked for, else zh-CN', async () => {
    const res = json(await get(`${LIST}?section=tutorial`, { site_code: 'pgdz', lang: 'en' }));
    const titles = Object.fromEntries(
      res.data.list.map((p: { slug: string; title: string }) => [p.slug, p.title]),
    );
    expect(titles['tutorial/deposit']).toBe('How to deposit');
    // Its English version was deleted above.
    expect(titles['tutorial/tech']).toBe('设备与浏览器要求');
  });

  it('lists the help section apart, and refuses an unknown section', async () => {
    const help = json(await get(`${LIST}?section=help`, { site_code: 'pgdz' }));
    expect(help.data.list.map((p: { slug: string }) => p.slug)).toEqual(['help/center']);
    const bad = json(await get(`${LIST}?section=secret`, { site_code: 'pgdz' }));
    expect(bad).toMatchObject({ status: false, code: 'VALIDATION' });
    const empty = json(await get(`${LIST}?section=tutorial`, { site_code: 'ky' }));
    expect(empty).toEqual({ status: true, data: { list: [] } });
  });
});

describe('seeding', () => {
  it('is idempotent and leaves pages that exist as they are', async () => {
    await query(
      t.database,
      sql`update content_pages set title = 'Edited' where site_code = 'pgdz' and slug = 'sponsor' and lang = 'en'`,
    );
    const count = async () =>
      Number(
        (
          await query<{ n: string | number }>(
            t.database,
            sql`select count(*) as n from content_pages where site_code = 'pgdz'`,
          )
        )[0]?.n,
      );
    const before = await count();
    // Puts back only the English tech page deleted above.
    expect(await seed('pgdz')).toBe(1);
    expect(await seed('pgdz')).toBe(0);
    expect(await count()).toBe(before + 1);
    const res = json(await page('sponsor', { site_code: 'pgdz', lang: 'en' }));
    expect(res.data.title).toBe('Edited');
  });
});
