import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { insertMembers } from '../../../testing/ledger.ts';
import { query } from '../../../testing/members.ts';
import { operatorAs } from '../../../testing/catalogue-kit.ts';

// The operator content routes: roles, sanitising on save, audit, and what members then read.

const ADMIN = '/api/admin/v1/content/pages';
const PAGE = '/api/findmed/v1/content/page';

let t: TestApp;
let admin: Awaited<ReturnType<typeof operatorAs>>;

const send = (
  method: 'GET' | 'POST',
  url: string,
  token: string | undefined,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, payload, headers: token ? { t: token } : {} });

const memberPage = async (slug: string, lang = 'zh-CN') =>
  json(
    await t.app.inject({
      method: 'GET',
      url: `${PAGE}?slug=${slug}`,
      headers: { site_code: 'pgdz', lang },
    }),
  );

const audits = (id: number) =>
  query<{ action: string; actor_name: string; before: unknown; after: unknown }>(
    t.database,
    sql`select action, actor_name, before, after from audit_log
        where target_kind = 'content_page' and target_id = ${String(id)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorAs(t);
});
afterAll(() => t.close());

describe('who may use the operator routes', () => {
  it('refuses anonymous callers and member sessions as an invalid session', async () => {
    const [memberId] = await insertMembers(t.database, 1);
    const memberToken = await t.app.services.memberSessions.start(t.database.db, memberId!, {});
    const body = { site: 'pgdz', slug: 'tutorial/x', lang: 'en', title: 'X', body: '<p>x</p>' };
    for (const token of [undefined, memberToken]) {
      for (const [method, url, payload] of [
        ['GET', `${ADMIN}?site=pgdz`, undefined],
        ['GET', `${ADMIN}/1`, undefined],
        ['POST', ADMIN, body],
      ] as const) {
        const res = await send(method, url, token, payload);
        expect(json(res), `${method} ${url}`).toEqual({ status: false, data: 'token' });
      }
    }
    expect((await memberPage('tutorial/x', 'en')).code).toBe('NOT_FOUND');
  });

  it('lets support write but not finance', async () => {
    const finance = await operatorAs(t, 'finance');
    const support = await operatorAs(t, 'support');
    const body = {
      site: 'pgdz',
      slug: 'tutorial/support',
      lang: 'en',
      title: 'S',
      body: '<p>s</p>',
    };
    expect(json(await send('POST', ADMIN, finance.token, body))).toMatchObject({
      status: false,
      code: 'FORBIDDEN',
    });
    expect(json(await send('GET', `${ADMIN}?site=pgdz`, finance.token)).code).toBe('FORBIDDEN');
    expect(json(await send('POST', ADMIN, support.token, body))).toMatchObject({
      status: true,
      data: { slug: 'tutorial/support', lang: 'en', title: 'S' },
    });
  });
});

describe('saving a page', () => {
  const hostile = [
    '<h1>Deposit</h1>',
    '<p onclick="steal()">Pay by <strong>bank</strong><script>alert(1)</script></p>',
    '<img src="x" onerror="alert(1)"><img src="https://cdn.example.com/a.png" alt="A">',
    '<a href="javascript:alert(1)">click</a> <a href="https://example.com">out</a>',
    '<a href="/tutorial/withdraw">in</a><iframe src="https://evil.example"></iframe>',
    '<p style="color:red">styled</p><style>body{}</style>',
  ].join('');

  it('sanitises the body, audits the change, and members read it at once', async () => {
    // Read first, so the cache holds the page when it changes.
    expect((await memberPage('tutorial/deposit', 'en')).code).toBe('NOT_FOUND');

    const res = json(
      await send('POST', ADMIN, admin.token, {
        site: 'pgdz',
        slug: 'tutorial/deposit',
        lang: 'en',
        title: '  How to deposit ',
        body: hostile,
        sort: 5,
      }),
    );
    expect(res.status).toBe(true);
    const saved = res.data;
    expect(saved).toMatchObject({ site: 'pgdz', title: 'How to deposit', sort: 5 });
    const gone = ['<script', 'alert', 'onerror', 'onclick', 'javascript:', 'iframe', 'style='];
    for (const bad of [...gone, '<style']) {
      expect(saved.body, bad).not.toContain(bad);
    }
    expect(saved.body).toContain('<h2>Deposit</h2>');
    expect(saved.body).toContain('<strong>bank</strong>');
    expect(saved.body).toContain('<img src="https://cdn.example.com/a.png" alt="A"');
    expect(saved.body).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a>',
    );
    expect(saved.body).toContain('<a href="/tutorial/withdraw">in</a>');

    const [entry] = await audits(saved.id);
    expect(entry).toMatchObject({
      action: 'content.page.create',
      actor_name: 'admin',
      before: null,
    });
    expect(entry?.after).toMatchObject({ body: saved.body, title: 'How to deposit' });

    const page = await memberPage('tutorial/deposit', 'en');
    expect(page.data).toMatchObject({ title: 'How to deposit', body: saved.body, lang: 'en' });
  });

  it('previews a draft as it would be stored, and stores nothing', async () => {
    const before = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from content_pages`,
    );
    const res = json(
      await send('POST', '/api/admin/v1/content/preview', admin.token, { body: hostile }),
    );
    expect(res.status).toBe(true);
    for (const bad of ['<script', 'alert', 'onerror', 'onclick', 'javascript:', 'iframe']) {
      expect(res.data.html, bad).not.toContain(bad);
    }
    expect(res.data.html).toContain('<h2>Deposit</h2>');
    const after = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from content_pages`,
    );
    expect(after).toEqual(before);
    // Finance writes no member-facing text, so previews none either.
    const finance = await operatorAs(t, 'finance');
    expect(
      json(await send('POST', '/api/admin/v1/content/preview', finance.token, { body: 'x' })),
    ).toMatchObject({ status: false, code: 'FORBIDDEN' });
    expect(
      json(await send('POST', '/api/admin/v1/content/preview', admin.token, {})),
    ).toMatchObject({ status: false, code: 'VALIDATION' });
  });

  it('replaces the page of the same site, slug and language, audited with before and after', async () => {
    const first = json(await send('GET', `${ADMIN}?site=pgdz&lang=en`, admin.token));
    const existing = first.data.list.find((p: { slug: string }) => p.slug === 'tutorial/deposit');
    expect(existing.body).toBeUndefined();

    const res = json(
      await send('POST', ADMIN, admin.token, {
        site: 'pgdz',
        slug: 'tutorial/deposit',
        lang: 'en',
        title: 'Deposits',
        body: '<p>New text</p>',
      }),
    );
    expect(res.data).toMatchObject({ id: existing.id, title: 'Deposits', sort: 5 });
    expect(res.data.updatedBy).toEqual(expect.any(Number));

    const entries = await audits(existing.id);
    expect(entries.map((e) => e.action)).toEqual(['content.page.create', 'content.page.update']);
    expect(entries[1]?.before).toMatchObject({ title: 'How to deposit' });
    expect(entries[1]?.after).toMatchObject({ title: 'Deposits', body: '<p>New text</p>' });

    const one = json(await send('GET', `${ADMIN}/${existing.id}`, admin.token));
    expect(one.data).toMatchObject({ id: existing.id, body: '<p>New text</p>' });
    expect((await memberPage('tutorial/deposit', 'en')).data.title).toBe('Deposits');
    // The zh-CN reader still has no page: languages are apart.
    expect((await memberPage('tutorial/deposit', 'zh-CN')).code).toBe('NOT_FOUND');
  });

  it('refuses bad input with the envelope and its fields', async () => {
    const base = { site: 'pgdz', slug: 'tutorial/x', lang: 'en', title: 'T', body: '<p>b</p>' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, site: 'nope' }, 'site'],
      [{ ...base, slug: '../x' }, 'slug'],
      [{ ...base, lang: 'fr' }, 'lang'],
      [{ ...base, title: '   ' }, 'title'],
      [{ ...base, body: '<script>alert(1)</script>' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = json(await send('POST', ADMIN, admin.token, payload));
      expect(res, field).toMatchObject({ status: false, code: 'VALIDATION' });
      expect(Object.keys(res.data.fields), field).toContain(field);
    }
    expect(json(await send('GET', `${ADMIN}/999999`, admin.token)).code).toBe('NOT_FOUND');
    expect(json(await send('GET', `${ADMIN}?site=nope`, admin.token)).code).toBe('VALIDATION');
  });
});
