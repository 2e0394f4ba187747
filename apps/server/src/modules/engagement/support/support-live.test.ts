import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepare } from '../../../startup.ts';
import { operatorToken } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { sessionMembers } from '../../../testing/feedback-kit.ts';
import { customer, desk, newVid, openStream } from '../../../testing/support-kit.ts';

// The chat live: Server-Sent Events over a real socket, to the member and to the operators, and
// from one node to another through Redis when the run has REDIS_URL.

let t: TestApp;
let url: string;
let opsToken: string;
const streams: { close(): void }[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

async function stream(base: string, path: string, headers: Record<string, string>) {
  const opened = await openStream(base, path, headers);
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  opsToken = await operatorToken(t.app);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

const MEMBER_STREAM = '/api/findmed/v1/support/stream';
const DESK_STREAM = '/api/admin/v1/support/stream';

describe('Server-Sent Events', () => {
  it('brings the operator’s reply to the member, and the member’s message to the desk', async () => {
    const [alice] = await sessionMembers(t, 1);
    const mine = await stream(url, MEMBER_STREAM, { t: alice!.t });
    expect(mine.status).toBe(200);
    expect(mine.contentType).toBe('text/event-stream; charset=utf-8');
    await mine.next('ready');
    const desks = await stream(url, DESK_STREAM, { t: opsToken });
    await desks.next('ready');

    const asked = json(await customer(t.app, { t: alice!.t }).send({ content: '提现到账了吗？' }));
    expect(await mine.next('message')).toEqual(asked.data);
    expect(await desks.next('message')).toEqual({
      thread: {
        id: asked.data.threadId,
        siteCode: 'pgdz',
        account: expect.any(String),
        visitor: false,
        unread: 1,
      },
      message: { ...asked.data, operator: null },
    });

    const reply = json(
      await desk(t.app, opsToken).reply(asked.data.threadId, { content: '已到账，请查收。' }),
    ).data;
    const { operator: _operator, ...forMember } = reply;
    expect(await mine.next('message')).toEqual(forMember);
    // The reply also marks what the member wrote as seen.
    expect(await mine.next('read')).toEqual({
      threadId: asked.data.threadId,
      upTo: reply.id,
      by: 'operator',
    });

    expect(await desks.next('read')).toMatchObject({ by: 'operator', upTo: reply.id });
    await customer(t.app, { t: alice!.t }).read(reply.id);
    expect(await desks.next('read')).toEqual({
      threadId: asked.data.threadId,
      upTo: reply.id,
      by: 'customer',
    });
  });

  it('streams a visitor’s conversation by vid, and only theirs', async () => {
    const vid = newVid();
    const theirs = await stream(url, MEMBER_STREAM, { vid });
    const other = await stream(url, MEMBER_STREAM, { vid: newVid() });
    await theirs.next('ready');
    await other.next('ready');
    const asked = json(await customer(t.app, { vid }).send({ content: '怎么注册？' })).data;
    await desk(t.app, opsToken).reply(asked.threadId, { content: '点右上角“注册”。' });
    expect(await theirs.next('message')).toMatchObject({ body: '怎么注册？' });
    expect(await theirs.next('message')).toMatchObject({ body: '点右上角“注册”。' });
    await expect(other.next('message', 300)).rejects.toThrow(/no "message" event/);
  });

  it('filters the desk stream by site', async () => {
    const hgty = await stream(url, `${DESK_STREAM}?site=hgty`, { t: opsToken });
    await hgty.next('ready');
    await customer(t.app, { vid: newVid() }).send({ content: 'pgdz 的访客' });
    await customer(t.app, { vid: newVid(), site: 'hgty' }).send({ content: 'hgty 的訪客' });
    expect(await hgty.next('message')).toMatchObject({
      thread: { siteCode: 'hgty', visitor: true, account: null },
      message: { body: 'hgty 的訪客' },
    });
    await expect(hgty.next('message', 300)).rejects.toThrow();
  });

  it('answers a request that does not ask for a stream with an envelope, not a hanging socket', async () => {
    const res = await t.app.inject({ url: MEMBER_STREAM, headers: { vid: newVid() } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    const dead = await t.app.inject({
      url: DESK_STREAM,
      headers: { t: 'not-a-session', accept: 'text/event-stream' },
    });
    expect(json(dead)).toEqual({ status: false, data: 'token' });
  });

  it('ends a member’s stream once their session ends', async () => {
    const timing = t.app.services.support.streamTiming;
    const saved = { ...timing };
    Object.assign(timing, { heartbeatMs: 50, recheckMs: 50 });
    try {
      const [bob] = await sessionMembers(t, 1);
      const opened = await fetch(`${url}${MEMBER_STREAM}`, {
        headers: { accept: 'text/event-stream', t: bob!.t },
      });
      const body = opened.body?.getReader();
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/f/v1/member/logout',
        headers: { t: bob!.t },
      });
      expect(json(logout).status).toBe(true);
      const decoder = new TextDecoder();
      let text = '';
      for (;;) {
        const chunk = await body!.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
      expect(text).toContain('event: ready');
      expect(text).toContain(': ping');
    } finally {
      Object.assign(timing, saved);
    }
  });
});

describe.runIf(process.env.REDIS_URL)('two nodes sharing the database and Redis', () => {
  it('delivers a reply written on one node to a stream open on the other', async () => {
    const second = await prepare(t.config, { database: t.database });
    try {
      const secondUrl = await listen(second.app);
      const [carol] = await sessionMembers(t, 1);
      const onSecond = await stream(secondUrl, MEMBER_STREAM, { t: carol!.t });
      await onSecond.next('ready');
      const deskOnSecond = await stream(secondUrl, DESK_STREAM, { t: opsToken });
      await deskOnSecond.next('ready');

      const asked = json(await customer(t.app, { t: carol!.t }).send({ content: '两台服务器' }));
      expect(await deskOnSecond.next('message')).toMatchObject({
        message: { id: asked.data.id },
      });
      const reply = json(
        await desk(t.app, opsToken).reply(asked.data.threadId, { content: '都能收到' }),
      ).data;
      expect(await onSecond.next('message')).toMatchObject({ id: asked.data.id });
      expect(await onSecond.next('message')).toMatchObject({ id: reply.id, body: '都能收到' });
    } finally {
      await second.app.close();
    }
  });
});
