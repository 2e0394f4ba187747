import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { prepare } from '../../../startup.ts';
import { TEST_ADMIN_PASSWORD, json, type TestApp } from '../../../testing/test-app.ts';
import { createTestDatabase } from '../../../testing/test-database.ts';
import { encrypt, get, nextPhone, outboxCode, PASSWORD, post } from '../../../testing/members.ts';

// Demo mode: a channel without a provider, outside production, keeps its codes in the operator
// outbox and prints them in the server log, so that a fresh `npm start` can sign a member up.

type Logged = { level: number; msg: string; demoCode?: Record<string, string> };

/** The real app as server.ts builds it, with the server log captured line by line. */
async function startApp(env: Record<string, string>): Promise<TestApp & { lines: string[] }> {
  const lines: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'off',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    CAPTCHA: 'off',
    VIP_EVALUATE_MS: '0',
    SESSION_CACHE_MS: '0',
    // Several codes from one test IP within a minute; the per-destination limits still apply.
    CODE_LIMIT_PER_IP_MINUTE: '100',
    CODE_LIMIT_PER_IP_HOUR: '100',
    RATE_LIMIT_NAMESPACE: `kirin:test:${randomBytes(6).toString('hex')}:`,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const { app } = await prepare(config, {
    database,
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** An SMS provider bridge that accepts every message and remembers it. */
async function startSmsProvider() {
  const bodies: { to: string; text: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      bodies.push(
        JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string },
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    bodies,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const linesWith = (lines: string[], text: string) => lines.filter((line) => line.includes(text));

async function sendPhoneCode(app: TestApp['app'], phone: string) {
  const res = await post(app, '/api/service/sms', {
    type: 'phone',
    purpose: 'register',
    areaCode: '86',
    phone,
  });
  expect(json(res)).toMatchObject({ status: true, data: { channel: 'phone' } });
}

describe('codes with no provider outside production (demo mode)', () => {
  let t: TestApp & { lines: string[] };
  beforeAll(async () => {
    t = await startApp({});
  });
  afterAll(() => t.close());

  it('keeps a phone code in the operator outbox and prints it on one log line', async () => {
    const phone = nextPhone();
    await sendPhoneCode(t.app, phone);
    const code = await outboxCode(t.app, `+86${phone}`);
    expect(code).toMatch(/^\d{6}$/);

    const [line, ...more] = linesWith(t.lines, code);
    expect(more).toEqual([]);
    expect(line?.trimEnd()).not.toContain('\n');
    const logged = JSON.parse(line ?? '{}') as Logged;
    expect(logged.level).toBe(40);
    for (const part of ['pgdz', 'register', `+86${phone}`, code])
      expect(logged.msg).toContain(part);
    expect(logged.msg).toContain('SMS_HTTP_URL');
    expect(logged.demoCode).toEqual({
      site: 'pgdz',
      purpose: 'register',
      channel: 'phone',
      to: `+86${phone}`,
      code,
    });
  });

  it('lets a newcomer register with the code from the log and ends signed in', async () => {
    const phone = nextPhone();
    await sendPhoneCode(t.app, phone);
    const line = linesWith(t.lines, `+86${phone}`)[0] ?? '';
    const code = (JSON.parse(line) as Logged).demoCode?.code ?? '';
    const res = await post(t.app, '/api/f/v1/member/register', {
      account: 'newcomer1',
      password: await encrypt(t.app, PASSWORD),
      confirmPassword: await encrypt(t.app, PASSWORD),
      areaCode: '86',
      phone,
      code,
      captcha: 'any',
      adult: '1',
    });
    expect(json(res).status).toBe(true);
    const info = await get(t.app, '/api/findmed/v1/member/token', {
      t: res.headers['id'] as string,
    });
    expect(json(info).data.username).toBe('newcomer1');
  });

  it('does the same for email codes, on every site', async () => {
    const res = await post(
      t.app,
      '/api/service/sms',
      { type: 'email', purpose: 'register', email: 'First.Run@Example.com' },
      { site_code: 'hgty' },
    );
    expect(json(res).status).toBe(true);
    const code = await outboxCode(t.app, 'first.run@example.com');
    const logged = JSON.parse(linesWith(t.lines, code)[0] ?? '{}') as Logged;
    expect(logged.demoCode).toMatchObject({ site: 'hgty', channel: 'email', code });
    expect(logged.msg).toContain('SMTP_URL');
  });

  it('tells the member site that both channels are in demo mode', async () => {
    const md = json(await get(t.app, '/api/findmed/v1/md'));
    expect(md.data.codesDemo).toEqual({ phone: true, email: true });
  });
});

describe('codes with a provider for one channel', () => {
  let t: TestApp & { lines: string[] };
  let provider: Awaited<ReturnType<typeof startSmsProvider>>;
  beforeAll(async () => {
    provider = await startSmsProvider();
    t = await startApp({ SMS_HTTP_URL: provider.url });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('sends phone codes through the provider: not kept, not logged', async () => {
    const phone = nextPhone();
    await sendPhoneCode(t.app, phone);
    expect(provider.bodies.map((body) => body.to)).toEqual([`+86${phone}`]);
    const code = /\d{6}/.exec(provider.bodies[0]?.text ?? '')?.[0] ?? '';
    expect(linesWith(t.lines, code)).toEqual([]);
    await expect(outboxCode(t.app, `+86${phone}`)).rejects.toThrow(/no code/);
  });

  it('keeps the other channel in demo mode, and /md says which', async () => {
    const md = json(await get(t.app, '/api/findmed/v1/md'));
    expect(md.data.codesDemo).toEqual({ phone: false, email: true });
  });
});

describe('codes under SMS_OUTBOX=on (the test switch)', () => {
  let t: TestApp & { lines: string[] };
  beforeAll(async () => {
    t = await startApp({ SMS_OUTBOX: 'on' });
  });
  afterAll(() => t.close());

  it('keeps them for operators as before, without printing them', async () => {
    const phone = nextPhone();
    await sendPhoneCode(t.app, phone);
    const code = await outboxCode(t.app, `+86${phone}`);
    expect(linesWith(t.lines, code)).toEqual([]);
    const md = json(await get(t.app, '/api/findmed/v1/md'));
    expect(md.data.codesDemo).toEqual({ phone: false, email: false });
  });
});
