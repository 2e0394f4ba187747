import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REASON_MESSAGES, type FieldReason } from '@kirin/contract';
import { operatorToken } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  ADMIN_MESSAGES,
  detail,
  INBOX,
  list,
  reader,
  sent,
  setVip,
  titles,
  unread,
  update,
} from '../../../testing/message-kit.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

/** Field reasons as the refusal words them (zh-CN, the default). */
const reasons = (fields: Record<string, FieldReason>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, r]) => [k, FIELD_REASON_MESSAGES[r]['zh-CN']]),
  );

const note = (title: string) => ({ title, body: `${title} 的内容\n第二行` });

describe('who a message reaches', () => {
  it('one member, a VIP level as it is now, a site before and after registration', async () => {
    const site = 'ky';
    const a = await reader(t, { site, vip: 2, registeredAgo: '1 hour' });
    const b = await reader(t, { site, vip: 0, registeredAgo: '1 hour' });
    const elsewhere = await reader(t, { site: 'blty', vip: 2, registeredAgo: '1 hour' });

    const toA = { site, audience: 'member', account: a.account.toUpperCase(), ...note('给A') };
    await sent(t, admin, toA);
    await sent(t, admin, { site, audience: 'vip', vipLevel: 2, ...note('VIP2') });
    await sent(t, admin, { site, audience: 'site', ...note('全站-仅现有') });
    await sent(t, admin, {
      site,
      audience: 'site',
      includeFuture: 'true',
      ...note('全站-含新会员'),
    });
    // Registered after all four.
    const late = await reader(t, { site, vip: 2 });

    expect(await titles(t, a)).toEqual(['全站-含新会员', '全站-仅现有', 'VIP2', '给A']);
    expect(await titles(t, b)).toEqual(['全站-含新会员', '全站-仅现有']);
    expect(await titles(t, late)).toEqual(['全站-含新会员', 'VIP2']);
    // Another site's member sees none of them, whatever their level.
    expect(await titles(t, elsewhere)).toEqual([]);
    expect(await unread(t, elsewhere)).toBe(0);

    // The VIP audience follows the member's level as it is when the inbox is read.
    await setVip(t, b, 2);
    await setVip(t, a, 3);
    expect(await titles(t, b)).toEqual(['全站-含新会员', '全站-仅现有', 'VIP2']);
    expect(await titles(t, a)).toEqual(['全站-含新会员', '全站-仅现有', '给A']);

    const page = await list(t, a);
    expect(page).toMatchObject({
      status: true,
      data: { total: 3, page: 1, size: 50, pageSize: 50, unread: 3 },
    });
    expect(page.data.list[2]).toEqual({
      id: expect.any(Number),
      title: '给A',
      body: '给A 的内容\n第二行',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      read: false,
    });
  });

  it('pages newest first', async () => {
    const m = await reader(t, { site: 'ld', registeredAgo: '1 hour' });
    for (let i = 1; i <= 5; i += 1)
      await sent(t, admin, {
        site: m.site,
        audience: 'member',
        account: m.account,
        ...note(`第${i}条`),
      });
    const first = await list(t, m, { page: 1, size: 2 });
    const third = await list(t, m, { page: 3, size: 2 });
    expect(first.data).toMatchObject({ total: 5, page: 1, size: 2, pageSize: 2, unread: 5 });
    expect(first.data.list.map((x: { title: string }) => x.title)).toEqual(['第5条', '第4条']);
    expect(third.data.list.map((x: { title: string }) => x.title)).toEqual(['第1条']);
    // Form-encoded, as the member site sends it; defaults when page and size are left out.
    const form = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/list`,
      headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(json(form).data).toMatchObject({ total: 5, page: 1, size: 20 });
  });
});

describe('reading and deleting', () => {
  it('marks several read or deleted at once; opening one reads it; all read at once', async () => {
    const m = await reader(t, { site: 'ny', registeredAgo: '1 hour' });
    const to = { site: m.site, audience: 'member', account: m.account };
    const ids: number[] = [];
    for (const title of ['一', '二', '三', '四'])
      ids.push(await sent(t, admin, { ...to, ...note(title) }));
    const broadcast = await sent(t, admin, { site: m.site, audience: 'site', ...note('公告') });
    expect(await unread(t, m)).toBe(5);

    expect(await update(t, m, { ids: `${ids[0]},${ids[1]}`, action: 'read' })).toEqual({
      status: true,
      data: { updated: 2 },
    });
    expect(await unread(t, m)).toBe(3);
    // Again: nothing changes, the count of messages named stays.
    expect((await update(t, m, { ids: `${ids[0]}`, action: 'read' })).data).toEqual({
      updated: 1,
    });
    expect(await unread(t, m)).toBe(3);

    // Repeated fields, form-encoded, as a browser form sends them.
    const form = await t.app.inject({
      method: 'POST',
      url: `${INBOX}/update`,
      headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ids=${ids[0]}&ids=${ids[2]}&action=delete`,
    });
    expect(json(form)).toEqual({ status: true, data: { updated: 2 } });
    expect(await titles(t, m)).toEqual(['公告', '四', '二']);
    expect(await unread(t, m)).toBe(2);
    expect((await detail(t, m, ids[2]!)).code).toBe('NOT_FOUND');

    const opened = await detail(t, m, broadcast);
    expect(opened).toMatchObject({
      status: true,
      data: { id: broadcast, title: '公告', read: true },
    });
    expect(await unread(t, m)).toBe(1);
    const page = await list(t, m);
    expect(page.data.list.map((x: { read: boolean }) => x.read)).toEqual([true, false, true]);

    expect((await update(t, m, { all: true, action: 'read' })).data).toEqual({ updated: 1 });
    expect(await unread(t, m)).toBe(0);
    expect((await update(t, m, { all: 'true', action: 'read' })).data).toEqual({ updated: 0 });
    expect((await list(t, m)).data).toMatchObject({ total: 3, unread: 0 });
  });

  it('keeps each member to their own messages', async () => {
    const site = 'hx';
    const x = await reader(t, { site, registeredAgo: '1 hour' });
    const y = await reader(t, { site, registeredAgo: '1 hour' });
    const xs = [
      await sent(t, admin, { site, audience: 'member', account: x.account, ...note('X一') }),
      await sent(t, admin, { site, audience: 'member', account: x.account, ...note('X二') }),
    ];
    const ys = await sent(t, admin, {
      site,
      audience: 'member',
      account: y.account,
      ...note('Y一'),
    });
    const shared = await sent(t, admin, { site, audience: 'site', ...note('共享') });

    // Another member's message does not exist for y: read, mark, delete.
    expect(await detail(t, y, xs[0]!)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    for (const action of ['read', 'delete'])
      expect(await update(t, y, { ids: xs.join(','), action })).toMatchObject({
        status: false,
        code: 'NOT_FOUND',
      });
    // Mixed with their own: theirs only.
    expect((await update(t, y, { ids: `${xs[0]},${ys},${xs[1]}`, action: 'delete' })).data).toEqual(
      { updated: 1 },
    );
    expect(await titles(t, x)).toEqual(['共享', 'X二', 'X一']);
    expect(await unread(t, x)).toBe(3);

    // A broadcast's receipt is each member's own.
    await update(t, y, { ids: String(shared), action: 'delete' });
    expect(await titles(t, y)).toEqual([]);
    expect(await titles(t, x)).toEqual(['共享', 'X二', 'X一']);
    await detail(t, x, shared);
    expect(await unread(t, x)).toBe(2);
    expect(await unread(t, y)).toBe(0);
  });

  it('hides withdrawn messages', async () => {
    const m = await reader(t, { site: 'jinb', registeredAgo: '1 hour' });
    const to = { site: m.site, audience: 'member', account: m.account };
    const id = await sent(t, admin, { ...to, ...note('撤回') });
    expect(await unread(t, m)).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_MESSAGES}/${id}/withdraw`,
      headers: { t: admin },
    });
    expect(json(res).status).toBe(true);
    expect(await unread(t, m)).toBe(0);
    expect(await titles(t, m)).toEqual([]);
    expect((await detail(t, m, id)).code).toBe('NOT_FOUND');
    expect((await update(t, m, { ids: String(id), action: 'read' })).code).toBe('NOT_FOUND');
  });
});

describe('refusals', () => {
  it('answers bad input with VALIDATION and unknown ids with NOT_FOUND, never a 500', async () => {
    const m = await reader(t, { site: 'jins', registeredAgo: '1 hour' });
    await sent(t, admin, { site: m.site, audience: 'member', account: m.account, ...note('在') });
    const cases: [Record<string, unknown>, string, Record<string, FieldReason>?][] = [
      [{ ids: 'abc', action: 'read' }, 'VALIDATION', { ids: 'invalid_format' }],
      [{ ids: '1,x', action: 'delete' }, 'VALIDATION', { ids: 'invalid_format' }],
      [{ ids: '99999999999999999999', action: 'read' }, 'VALIDATION', { ids: 'invalid_format' }],
      [{ ids: ' , ', action: 'read' }, 'VALIDATION', { ids: 'required' }],
      [{ action: 'read' }, 'VALIDATION', { ids: 'required' }],
      [{ ids: '1', action: 'archive' }, 'VALIDATION'],
      [{ ids: '1' }, 'VALIDATION'],
      [{ all: true, action: 'delete' }, 'VALIDATION', { all: 'invalid_value' }],
      [{ all: 'maybe', action: 'read' }, 'VALIDATION', { all: 'invalid_value' }],
      [{ ids: '987654321', action: 'read' }, 'NOT_FOUND'],
    ];
    for (const [payload, code, fields] of cases) {
      const res = await update(t, m, payload);
      expect(res, JSON.stringify(payload)).toMatchObject({ status: false, code });
      if (fields) expect(res.data.fields, JSON.stringify(payload)).toEqual(reasons(fields));
    }
    expect(await unread(t, m)).toBe(1);

    for (const [id, code] of [
      ['x', 'VALIDATION'],
      ['', 'VALIDATION'],
      ['123456789012345678901', 'VALIDATION'],
      ['987654321', 'NOT_FOUND'],
    ])
      expect((await detail(t, m, id!)).code, id).toBe(code);
    const tooBig = await list(t, m, { size: 51 });
    expect(tooBig).toMatchObject({ status: false, code: 'VALIDATION' });
  });

  it('answers every route without a session as an invalid session', async () => {
    for (const [method, url] of [
      ['POST', `${INBOX}/list`],
      ['GET', `${INBOX}/num`],
      ['POST', `${INBOX}/update`],
      ['GET', `${INBOX}/detail?id=1`],
    ] as const) {
      const payload = method === 'POST' ? { ids: '1', action: 'read' } : undefined;
      const res = await t.app.inject({ method, url, payload });
      expect(json(res), url).toEqual({ status: false, data: 'token' });
    }
  });
});
