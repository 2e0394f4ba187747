import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeDeliveryError, type CodeMessage } from './code-sender.ts';
import { HttpSmsCodeSender } from './http-sms-sender.ts';

type Recorded = { method: string | undefined; headers: IncomingMessage['headers']; body: string };
type Answer = (response: ServerResponse) => void;

const message: CodeMessage = {
  siteCode: 'pgdz',
  channel: 'phone',
  to: '+8613800138000',
  code: '246810',
  purpose: 'register',
  lang: 'zh-CN',
  siteName: 'Kirin',
  ttlMinutes: 10,
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const json =
  (status: number, body: unknown): Answer =>
  (response) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function startProvider(answer: Answer) {
  const requests: Recorded[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  return { url, requests };
}

async function failure(sending: Promise<void>): Promise<CodeDeliveryError> {
  const error = await sending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CodeDeliveryError);
  expect((error as Error).message).not.toContain(message.code);
  return error as CodeDeliveryError;
}

describe('HttpSmsCodeSender', () => {
  it('posts { to, text } with the bearer token', async () => {
    const { url, requests } = await startProvider(json(200, { ok: true, id: 'm-1' }));
    await new HttpSmsCodeSender({ url, token: 't0ken' }).send(message);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer t0ken');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      to: '+8613800138000',
      text: '【Kirin】您的注册验证码是 246810，10分钟内有效。请勿告诉他人。',
    });
  });

  it('sends no authorization header without a token, and takes a non-JSON 2xx', async () => {
    const { url, requests } = await startProvider((response) => response.writeHead(204).end());
    await new HttpSmsCodeSender({ url }).send(message);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a 500', async () => {
    const { url } = await startProvider((response) => response.writeHead(500).end('boom 246810'));
    const error = await failure(new HttpSmsCodeSender({ url }).send(message));
    expect(error.message).toContain('HTTP 500');
  });

  it('refuses a 2xx that says ok:false, quoting its reason', async () => {
    const { url } = await startProvider(json(200, { ok: false, error: 'quota exceeded' }));
    const error = await failure(new HttpSmsCodeSender({ url }).send(message));
    expect(error.message).toContain('quota exceeded');
  });

  it('refuses a JSON 2xx without ok:true', async () => {
    const { url } = await startProvider(json(200, { status: 'queued' }));
    await failure(new HttpSmsCodeSender({ url }).send(message));
  });

  it('refuses a redirect rather than follow it', async () => {
    const elsewhere = await startProvider(json(200, { ok: true }));
    const { url } = await startProvider((response) =>
      response.writeHead(307, { location: elsewhere.url }).end(),
    );
    await failure(new HttpSmsCodeSender({ url, token: 't0ken' }).send(message));
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('gives up on a provider that never answers', async () => {
    const { url } = await startProvider(() => {});
    const started = Date.now();
    const error = await failure(new HttpSmsCodeSender({ url, timeoutMs: 200 }).send(message));
    expect(error.message).toContain('no answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('wraps an unreachable provider', async () => {
    const { url } = await startProvider(json(200, { ok: true }));
    await closers.pop()?.();
    const error = await failure(new HttpSmsCodeSender({ url }).send(message));
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('refuses email and numbers that are not E.164', async () => {
    const sender = new HttpSmsCodeSender({ url: 'http://127.0.0.1:1/' });
    await failure(sender.send({ ...message, channel: 'email', to: 'a@example.com' }));
    await failure(sender.send({ ...message, to: '13800138000' }));
  });
});
