import fs from 'node:fs';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { get, operatorToken, post, query } from '../../../testing/members.ts';
import { JPEG, png, sessionMembers, upload } from '../../../testing/feedback-kit.ts';
import { FEEDBACK_PER_HOUR } from './feedback.service.ts';

const API = '/api/findmed/v1/feedback';
const ADMIN = '/api/admin/v1/feedback';

let t: TestApp;
let dir: string;
let alice: { id: number; t: string };
let bob: { id: number; t: string };
let ops: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-feedback-'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  [alice, bob] = (await sessionMembers(t, 2)) as [typeof alice, typeof bob];
  ops = await operatorToken(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const as = (who: { t: string }, lang = 'zh-CN') => ({ t: who.t, lang });
const imageOf = async (who: { t: string }, bytes = png()) =>
  json(await upload(t.app, who.t, bytes)).data.id as number;
const create = (who: { t: string }, body: Record<string, unknown>) =>
  post(t.app, `${API}/create`, body, as(who));
const detail = (who: { t: string }, id: number | string) =>
  get(t.app, `${API}/detail?id=${id}`, as(who));
const admin = {
  get: (url: string) => get(t.app, `${ADMIN}${url}`, { t: ops }),
  post: (url: string, body: Record<string, unknown> = {}) =>
    post(t.app, `${ADMIN}${url}`, body, { t: ops }),
};

describe('member feedback', () => {
  it('round trip: images, thread, operator reply, follow-up, close', async () => {
    const [a, b] = [await imageOf(alice), await imageOf(alice, JPEG)];
    const made = json(
      await create(alice, {
        type: 'deposit',
        content: '  充值 500 元两小时还没到账，订单号 D123，请帮忙查一下。  ',
        images: `${a},${b}`,
      }),
    );
    expect(made).toEqual({ status: true, data: { id: expect.any(Number) } });
    const id = made.data.id as number;

    const list = json(await post(t.app, `${API}/list`, { page: 1, size: 10 }, as(alice))).data;
    expect(list).toMatchObject({ total: 1, page: 1, size: 10 });
    expect(list.list[0]).toEqual({
      id,
      type: 'deposit',
      state: 'open',
      excerpt: '充值 500 元两小时还没到账，订单号 D123，请帮忙查一下。',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      replies: 0,
    });

    const thread = json(await detail(alice, id)).data;
    expect(thread).toMatchObject({ id, type: 'deposit', state: 'open' });
    expect(thread.posts).toHaveLength(1);
    expect(thread.posts[0]).toMatchObject({
      author: 'member',
      images: [expect.any(String), expect.any(String)],
    });
    const shown = await get(t.app, thread.posts[0].images[1]);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.rawPayload.equals(JPEG)).toBe(true);

    // The operator's queue, their reply, and the audit trail.
    const queue = json(await admin.get('?site=pgdz&state=open')).data;
    expect(queue.list.map((x: { id: number }) => x.id)).toContain(id);
    expect(queue.list.find((x: { id: number }) => x.id === id)).toMatchObject({
      siteCode: 'pgdz',
      type: 'deposit',
    });
    const answered = json(
      await admin.post(`/${id}/reply`, { body: '已为您查到，款项已入账，请刷新余额。' }),
    );
    expect(answered.data).toMatchObject({ id, state: 'replied' });
    expect(answered.data.posts.map((p: { author: string }) => p.author)).toEqual([
      'member',
      'operator',
    ]);
    const [audit] = await query<{ action: string; actor_kind: string; target_id: string }>(
      t.database,
      sql`select action, actor_kind, target_id from audit_log where action = 'feedback.reply'`,
    );
    expect(audit).toEqual({
      action: 'feedback.reply',
      actor_kind: 'operator',
      target_id: String(id),
    });

    const seen = json(await detail(alice, id)).data;
    expect(seen.state).toBe('replied');
    expect(seen.posts[1]).toEqual({
      id: expect.any(Number),
      author: 'operator',
      body: '已为您查到，款项已入账，请刷新余额。',
      images: [],
      createdAt: expect.any(String),
    });
    expect(seen.posts[1]).not.toHaveProperty('authorId');
    const listed = json(await post(t.app, `${API}/list`, {}, as(alice))).data.list[0];
    expect(listed).toMatchObject({ id, state: 'replied', replies: 1 });

    // A follow-up puts the thread back in the queue; closing ends it for both sides.
    const c = await imageOf(alice);
    const follow = json(
      await post(
        t.app,
        `${API}/reply`,
        { id, content: '收到，谢谢', images: String(c) },
        as(alice),
      ),
    );
    expect(follow.status).toBe(true);
    expect(json(await detail(alice, id)).data).toMatchObject({ state: 'open' });
    expect(json(await admin.post(`/${id}/close`)).data.state).toBe('closed');
    expect(json(await admin.post(`/${id}/close`)).data.state).toBe('closed');
    const closes = await query(
      t.database,
      sql`select 1 from audit_log where action = 'feedback.close'`,
    );
    expect(closes).toHaveLength(1);
    expect(
      json(await post(t.app, `${API}/reply`, { id, content: '还有问题' }, as(alice))).code,
    ).toBe('FEEDBACK_CLOSED');
    expect(json(await admin.post(`/${id}/reply`, { body: '补充' })).code).toBe('FEEDBACK_CLOSED');
    expect(json(await admin.get(`/${id}`)).data.posts).toHaveLength(3);
  });

  it('keeps members apart: another member’s thread or upload is NOT_FOUND', async () => {
    const image = await imageOf(alice);
    const id = json(
      await create(alice, { type: 'game', content: '游戏卡住了', images: String(image) }),
    ).data.id;

    const stolen = await create(bob, { type: 'game', content: '借用图片', images: String(image) });
    expect(json(stolen)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(json(await detail(bob, id))).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(json(await detail(bob, 999_999))).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const intrude = await post(t.app, `${API}/reply`, { id, content: '插话' }, as(bob));
    expect(json(intrude)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const bobs = json(await post(t.app, `${API}/list`, {}, as(bob))).data;
    expect(bobs).toMatchObject({ list: [], total: 0 });
    expect(json(await create(alice, { type: 'game', content: 'x', images: '999999' })).code).toBe(
      'NOT_FOUND',
    );
  });

  it.each([
    [{ type: 'nope', content: 'x' }, 'type'],
    [{ type: 'other', content: '   ' }, 'content'],
    [{ type: 'other' }, 'content'],
    [{ type: 'other', content: '字'.repeat(1001) }, 'content'],
    [{ type: 'other', content: 'x', images: '1,2,3,4' }, 'images'],
    [{ type: 'other', content: 'x', images: '1;2' }, 'images'],
    [{ type: 'other', content: 'x', images: '-1' }, 'images'],
  ])('refuses %j on field %s', async (body, field) => {
    const res = await create(alice, body);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: false, code: 'VALIDATION' });
    expect(Object.keys(json(res).data.fields)).toEqual([field]);
  });

  it('takes 1000 characters, counted as the member sees them', async () => {
    const res = await create(alice, { type: 'suggestion', content: '😀'.repeat(1000) });
    expect(json(res).status).toBe(true);
  });

  it('answers malformed ids and sessions with refusals, never a 500', async () => {
    for (const bad of ['abc', '0', '1e3', '', '99999999999999999999']) {
      const res = await detail(alice, bad);
      expect(res.statusCode, bad).toBe(200);
      expect(json(res).code, bad).toBe('VALIDATION');
    }
    expect(json(await get(t.app, `${API}/detail?id=1`))).toEqual({ status: false, data: 'token' });
    expect(json(await post(t.app, `${API}/list`, {}))).toEqual({ status: false, data: 'token' });
    expect(json(await admin.get('/abc')).code).toBe('VALIDATION');
    expect(json(await admin.get('/999999')).code).toBe('NOT_FOUND');
    expect(json(await admin.post('/999999/close')).code).toBe('NOT_FOUND');
    expect(json(await admin.post('/999999/reply', { body: '' })).code).toBe('VALIDATION');
  });

  it(`limits a member to ${FEEDBACK_PER_HOUR} new threads an hour`, async () => {
    const [carol] = (await sessionMembers(t, 1)) as [{ id: number; t: string }];
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect(json(await create(carol, { type: 'other', content: `第${i}条` })).status).toBe(true);
    }
    const res = await create(carol, { type: 'other', content: '再来一条' });
    expect(res.statusCode).toBe(429);
    expect(json(res)).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(await create(alice, { type: 'other', content: '别人不受影响' })).status).toBe(true);
  });

  it('answers in the member’s language', async () => {
    const res = await post(t.app, `${API}/reply`, { id: 999_999, content: 'x' }, as(alice, 'en'));
    expect(json(res).msg).toBe('What you are looking for does not exist.');
  });
});

describe('operator feedback API', () => {
  it('lists by site and state, newest activity first, with paging', async () => {
    const id = json(await create(bob, { type: 'account', content: '无法修改手机号' })).data
      .id as number;
    const page = json(await admin.get('?state=open&size=1&page=1')).data;
    expect(page).toMatchObject({ page: 1, size: 1, list: [{ id, account: expect.any(String) }] });
    expect(page.total).toBeGreaterThan(1);
    expect(json(await admin.get('?site=hgtyc')).data).toMatchObject({ list: [], total: 0 });
    expect(json(await admin.get('?state=bogus')).code).toBe('VALIDATION');
  });

  it('is for admin and support operators only', async () => {
    for (const role of ['support', 'finance'] as const) {
      await t.app.services.operators.create(
        { kind: 'system', name: 'test' },
        { account: `fb${role}`, password: `${role}-password-12`, role },
        {},
      );
    }
    const tokenOf = (account: string, password: string) =>
      operatorTokenOf(t.app, account, password);
    const support = await tokenOf('fbsupport', 'support-password-12');
    const finance = await tokenOf('fbfinance', 'finance-password-12');
    expect(json(await get(t.app, ADMIN, { t: support })).status).toBe(true);
    expect(json(await get(t.app, ADMIN, { t: finance })).code).toBe('FORBIDDEN');
    expect(json(await get(t.app, ADMIN, { t: alice.t })).status).toBe(false);
  });
});
