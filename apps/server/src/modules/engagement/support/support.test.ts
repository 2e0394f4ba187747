import fs from 'node:fs';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, SUPPORT_MESSAGE_MAX } from '@kirin/contract';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { operatorToken } from '../../../testing/members.ts';
import { ELF, png, sessionMembers, upload } from '../../../testing/feedback-kit.ts';
import { SUPPORT_LIMITS } from './support.service.ts';
import { customer, desk, newVid } from '../../../testing/support-kit.ts';

let t: TestApp;
let dir: string;
let alice: { id: number; t: string };
let bob: { id: number; t: string };
let carol: { id: number; t: string };
let ops: ReturnType<typeof desk>;
let opsToken: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-support-'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  [alice, bob, carol] = (await sessionMembers(t, 3)) as [typeof alice, typeof bob, typeof carol];
  opsToken = await operatorToken(t.app);
  ops = desk(t.app, opsToken);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const data = (response: Parameters<typeof json>[0]) => json(response).data;
const threadIdOf = async (who: Parameters<typeof customer>[1]) =>
  data(await customer(t.app, who).messages()).thread.id as number;

describe('a visitor chats', () => {
  it('starts empty, sends, and reads their own conversation back by vid', async () => {
    const vid = newVid();
    const me = customer(t.app, { vid });
    expect(data(await me.messages())).toEqual({
      thread: null,
      list: [],
      hasMore: false,
      unread: 0,
    });

    const sent = json(await me.send({ content: '  我忘记了登录密码，怎么找回？  ' }));
    expect(sent).toEqual({
      status: true,
      data: {
        id: expect.any(Number),
        threadId: expect.any(Number),
        author: 'customer',
        event: null,
        body: '我忘记了登录密码，怎么找回？',
        images: [],
        createdAt: expect.any(String),
        read: false,
      },
    });
    const conversation = data(await me.messages());
    expect(conversation.thread).toEqual({
      id: sent.data.threadId,
      state: 'open',
      createdAt: expect.any(String),
    });
    expect(conversation.list).toEqual([sent.data]);
    // Another browser (another vid) sees nothing of it.
    expect(data(await customer(t.app, { vid: newVid() }).messages()).list).toEqual([]);
  });

  it('gets a vid with the first answer when it sent none, and keeps chatting with it', async () => {
    const first = await customer(t.app, {}).send({ content: '你好' });
    const vid = first.headers['vid'];
    expect(vid).toMatch(/^[0-9a-f]{32}$/);
    expect(json(first).status).toBe(true);
    const list = data(await customer(t.app, { vid: String(vid) }).messages()).list;
    expect(list.map((m: { body: string }) => m.body)).toEqual(['你好']);
  });

  it('cannot send images: they are for members', async () => {
    const refused = json(
      await customer(t.app, { vid: newVid(), lang: 'en' }).send({ images: '1' }),
    );
    expect(refused).toMatchObject({
      status: false,
      code: 'SUPPORT_IMAGES_NEED_LOGIN',
      msg: ERROR_MESSAGES.SUPPORT_IMAGES_NEED_LOGIN.en,
    });
  });
});

describe('a member and an operator', () => {
  it('member asks, operator lists, reads, replies; read marks travel both ways', async () => {
    const me = customer(t.app, { t: alice.t });
    const asked = data(await me.send({ content: '充值500元还没到账，订单号 D123' }));
    const second = data(await me.send({ content: '麻烦尽快处理' }));
    expect(second.threadId).toBe(asked.threadId);

    const queue = data(await ops.threads('?site=pgdz'));
    const row = queue.list.find((x: { id: number }) => x.id === asked.threadId);
    expect(row).toMatchObject({
      siteCode: 'pgdz',
      account: expect.stringMatching(/^l/),
      visitor: false,
      state: 'open',
      unread: 2,
      last: { author: 'customer', body: '麻烦尽快处理', images: 0, event: null },
    });

    const detail = data(await ops.thread(asked.threadId));
    expect(detail.list.map((m: { body: string }) => m.body)).toEqual([
      '充值500元还没到账，订单号 D123',
      '麻烦尽快处理',
    ]);
    expect(data(await ops.read(asked.threadId))).toMatchObject({ unread: 0 });
    expect(data(await me.messages()).list.every((m: { read: boolean }) => m.read)).toBe(true);

    const reply = data(await ops.reply(asked.threadId, { content: '您好，已为您加急处理。' }));
    expect(reply).toMatchObject({ author: 'operator', operator: 'admin', read: false });
    const mine = data(await me.messages());
    expect(mine.unread).toBe(1);
    const last = mine.list.at(-1);
    expect(last).toEqual({ ...reply, operator: undefined, read: false });
    expect(last).not.toHaveProperty('operator');

    expect(data(await me.read(reply.id))).toEqual({ upTo: reply.id });
    expect(data(await me.messages()).unread).toBe(0);
    expect(data(await ops.thread(asked.threadId)).list.at(-1)).toMatchObject({ read: true });
  });

  it('audits replies, reads and closes', async () => {
    const id = await (async () => {
      await customer(t.app, { t: carol.t }).send({ content: '我的提现审核多久？' });
      return threadIdOf({ t: carol.t });
    })();
    await ops.reply(id, { content: '一般 10 分钟内完成。' });
    await ops.read(id);
    await ops.close(id);
    const audit = await t.app.inject({
      url: `/api/admin/v1/audit?targetKind=support_thread&targetId=${id}`,
      headers: { t: opsToken },
    });
    const actions = data(audit).list.map((row: { action: string }) => row.action);
    expect(actions).toEqual(['support.close', 'support.reply']);
  });

  it('closing ends the conversation; the next message opens a new one', async () => {
    const me = customer(t.app, { t: bob.t });
    const first = data(await me.send({ content: '第一次咨询' }));
    const closed = data(await ops.close(first.threadId));
    expect(closed).toMatchObject({ state: 'closed', closedAt: expect.any(String) });
    // Closing again changes nothing.
    expect(json(await ops.close(first.threadId)).status).toBe(true);

    const seen = data(await me.messages());
    expect(seen.thread.state).toBe('closed');
    expect(seen.list.at(-1)).toMatchObject({ author: 'system', event: 'closed', body: '' });
    expect(json(await ops.reply(first.threadId, { content: '还在吗' }))).toMatchObject({
      status: false,
      code: 'SUPPORT_THREAD_CLOSED',
    });

    const again = data(await me.send({ content: '第二次咨询' }));
    expect(again.threadId).not.toBe(first.threadId);
    const all = data(await me.messages());
    expect(all.thread).toMatchObject({ id: again.threadId, state: 'open' });
    expect(all.list.map((m: { body: string; event: string | null }) => m.event ?? m.body)).toEqual([
      '第一次咨询',
      'closed',
      '第二次咨询',
    ]);
    const older = data(await me.messages(`?threadId=${first.threadId}`));
    expect(older.list).toHaveLength(2);
  });

  it('another member or a visitor cannot read a thread: NOT_FOUND, as for a missing one', async () => {
    const id = await (async () => {
      await customer(t.app, { t: alice.t }).send({ content: '私人问题' });
      return threadIdOf({ t: alice.t });
    })();
    for (const who of [{ t: bob.t }, { vid: newVid() }]) {
      const refused = json(await customer(t.app, who).messages(`?threadId=${id}`));
      expect(refused).toMatchObject({ status: false, code: 'NOT_FOUND' });
      const own = data(await customer(t.app, who).messages());
      expect(own.list.some((m: { threadId: number }) => m.threadId === id)).toBe(false);
    }
    expect(
      json(await customer(t.app, { t: alice.t }).messages('?threadId=999999999')),
    ).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('pages older messages with `before`', async () => {
    const [dave] = await sessionMembers(t, 1);
    const me = customer(t.app, { t: dave!.t });
    for (const n of [1, 2, 3]) await me.send({ content: `第${n}条` });
    const page = data(await me.messages('?size=2'));
    expect(page.list.map((m: { body: string }) => m.body)).toEqual(['第2条', '第3条']);
    expect(page.hasMore).toBe(true);
    const rest = data(await me.messages(`?size=2&before=${page.list[0].id}`));
    expect(rest).toMatchObject({ hasMore: false, list: [{ body: '第1条' }] });
  });

  it('lets only the admin and support roles at the desk', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/operators',
      headers: { t: opsToken },
      payload: { account: 'money1', password: 'finance-password-1', role: 'finance' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/operators',
      headers: { t: opsToken },
      payload: { account: 'helper1', password: 'support-password-1', role: 'support' },
    });
    const tokenOf = (account: string, password: string) =>
      operatorTokenOf(t.app, account, password);
    const finance = desk(t.app, await tokenOf('money1', 'finance-password-1'));
    expect(json(await finance.threads())).toMatchObject({ status: false, code: 'FORBIDDEN' });
    const helper = desk(t.app, await tokenOf('helper1', 'support-password-1'));
    expect(json(await helper.threads())).toMatchObject({ status: true });
    expect(json(await desk(t.app, 'nope').threads())).toEqual({ status: false, data: 'token' });
  });
});

describe('limits', () => {
  it('refuses a message over the length limit in the member’s language', async () => {
    const long = '字'.repeat(SUPPORT_MESSAGE_MAX + 1);
    for (const lang of ['zh-CN', 'zh-HK', 'en'] as const) {
      const refused = json(await customer(t.app, { vid: newVid(), lang }).send({ content: long }));
      expect(refused).toMatchObject({
        status: false,
        code: 'SUPPORT_MESSAGE_TOO_LONG',
        msg: ERROR_MESSAGES.SUPPORT_MESSAGE_TOO_LONG[lang].replace(
          '{max}',
          String(SUPPORT_MESSAGE_MAX),
        ),
      });
    }
    const fits = json(await customer(t.app, { vid: newVid() }).send({ content: long.slice(1) }));
    expect(fits.status).toBe(true);
    expect(json(await customer(t.app, { vid: newVid() }).send({ content: '   ' }))).toMatchObject({
      status: false,
      code: 'VALIDATION',
      data: { fields: { content: expect.any(String) } },
    });
  });

  it('refuses a burst with SUPPORT_TOO_FAST (429, Retry-After), per customer', async () => {
    const me = customer(t.app, { vid: newVid(), lang: 'zh-HK' });
    for (let n = 0; n < SUPPORT_LIMITS.perMinute; n += 1) {
      expect(json(await me.send({ content: `消息 ${n}` })).status).toBe(true);
    }
    const refused = await me.send({ content: '再来一条' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({ status: false, code: 'SUPPORT_TOO_FAST' });
    expect(json(refused).msg).toMatch(/^發送太頻繁了，請\d+秒後再發$/);
    // Someone else is not held back by it.
    expect(json(await customer(t.app, { vid: newVid() }).send({ content: '你好' })).status).toBe(
      true,
    );
  });

  it('limits new visitor conversations from one address', async () => {
    const ip = '203.0.113.9';
    for (let n = 0; n < SUPPORT_LIMITS.visitorThreadsPerIpHour; n += 1) {
      const sent = json(await customer(t.app, { vid: newVid(), ip }).send({ content: '在吗' }));
      expect(sent.status).toBe(true);
    }
    const refused = await customer(t.app, { vid: newVid(), ip }).send({ content: '在吗' });
    expect(json(refused)).toMatchObject({ status: false, code: 'SUPPORT_TOO_FAST' });
    const elsewhere = customer(t.app, { vid: newVid(), ip: '203.0.113.10' });
    expect(json(await elsewhere.send({ content: '在吗' })).status).toBe(true);
  });

  it('keeps the chat off on a brand whose customer service is elsewhere (WhatsApp on by)', async () => {
    const refused = json(
      await customer(t.app, { vid: newVid(), site: 'by' }).send({ content: 'hi' }),
    );
    expect(refused).toMatchObject({ status: false, code: 'SUPPORT_CHAT_OFF' });
  });
});

describe('images', () => {
  it('a member sends their own uploads; an operator replies with an image of the desk', async () => {
    const upId = json(await upload(t.app, alice.t, png(8, 6))).data.id as number;
    const sent = data(await customer(t.app, { t: alice.t }).send({ images: String(upId) }));
    expect(sent.body).toBe('');
    expect(sent.images).toEqual([expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.png\?/)]);
    expect((await t.app.inject(sent.images[0])).statusCode).toBe(200);

    // Someone else's upload is NOT_FOUND, as a missing one.
    const bobs = json(await upload(t.app, bob.t, png())).data.id as number;
    const refused = json(await customer(t.app, { t: alice.t }).send({ images: [bobs] }));
    expect(refused).toMatchObject({ status: false, code: 'NOT_FOUND' });

    expect(json(await ops.image(ELF))).toMatchObject({ status: false, code: 'UPLOAD_NOT_IMAGE' });
    const image = data(await ops.image(png(5, 5)));
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/support\//),
    });
    const reply = data(await ops.reply(sent.threadId, { content: '收到截图', images: [image.id] }));
    expect(reply.images).toEqual([expect.stringMatching(/^\/media\/support\/[0-9a-f]{32}\.png\?/)]);
    const seen = data(await customer(t.app, { t: alice.t }).messages()).list.at(-1);
    const file = await t.app.inject(seen.images[0]);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const forged = String(seen.images[0]).replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject(forged)).statusCode).toBe(404);
    // A member upload's URL never opens under the desk's prefix, or back.
    const swapped = String(sent.images[0]).replace('/media/uploads/', '/media/support/');
    expect((await t.app.inject(swapped)).statusCode).toBe(404);

    expect(json(await ops.reply(sent.threadId, { images: [987654] }))).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
  });
});

describe('a visitor who logs in', () => {
  it('keeps their conversation: the visitor thread becomes the member’s', async () => {
    const vid = newVid();
    const asked = data(await customer(t.app, { vid }).send({ content: '登录不了怎么办' }));
    const [erin] = await sessionMembers(t, 1);
    const seen = data(await customer(t.app, { t: erin!.t, vid }).messages());
    expect(seen.thread.id).toBe(asked.threadId);
    expect(seen.list.map((m: { body: string }) => m.body)).toEqual(['登录不了怎么办']);
    const row = data(await ops.threads()).list.find((x: { id: number }) => x.id === asked.threadId);
    expect(row).toMatchObject({ visitor: false, account: expect.any(String) });
    // Signed out again on that browser, the member's conversation is no longer shown.
    expect(data(await customer(t.app, { vid }).messages()).list).toEqual([]);
  });
});
