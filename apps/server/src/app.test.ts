import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TEST_ADMIN_PASSWORD, type TestApp } from './testing/test-app.ts';

const LOGIN = '/api/admin/v1/auth/login';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', async () => {
      throw new Error('secret internals: connection string postgres://x');
    });
    // What Drizzle throws when PostgreSQL is down or goes away mid-query.
    app.get('/api/test/db-down', async () => {
      const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      throw new Error('Failed query: select 1', { cause });
    });
    app.get('/api/test/db-gone', async () => {
      throw new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
    });
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect(json(await t.app.inject('/healthz'))).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ready' });
  });
});

describe('envelope', () => {
  it('answers 503 in the envelope when the database is down or goes away (issue 20)', async () => {
    for (const url of ['/api/test/db-down', '/api/test/db-gone']) {
      const res = await t.app.inject({ url, headers: { lang: 'en' } });
      expect(res.statusCode, url).toBe(503);
      expect(json(res)).toEqual({
        status: false,
        data: null,
        code: 'SERVICE_UNAVAILABLE',
        msg: 'We are under maintenance. Please try again later.',
      });
    }
  });

  it('wraps a success as { status:true, data }', async () => {
    const res = await t.app.inject('/api/f/v1/member/preInfo');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      status: true,
      data: { customer_service: '/iframeCustomerService' },
    });
  });

  it('answers a dead session with { status:false, data:"token" }', async () => {
    for (const headers of [{}, { t: 'not-a-real-token' }]) {
      const res = await t.app.inject({ url: '/api/admin/v1/auth/me', headers });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ status: false, data: 'token' });
    }
  });

  it('refuses in the request language with a stable code', async () => {
    const cases = [
      [undefined, '账号或密码错误'],
      ['zh-CN', '账号或密码错误'],
      ['zh-HK', '賬號或密碼錯誤'],
      ['en', 'Incorrect account or password.'],
    ] as const;
    for (const [lang, msg] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: LOGIN,
        headers: lang ? { lang } : {},
        payload: { account: 'nobody', password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ status: false, data: null, code: 'ACCOUNT_OR_PASSWORD', msg });
    }
  });

  it('names every invalid field in a VALIDATION refusal', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { lang: 'en' },
      payload: { account: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      status: false,
      code: 'VALIDATION',
      msg: 'Some of the information is not valid. Please check and try again.',
      data: { fields: { password: 'This field is required.' } },
    });
    const zh = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { account: '', password: 'x' },
    });
    expect(json(zh).data).toEqual({ fields: { account: '此项为必填项' } });
  });

  it('accepts form-encoded and JSON bodies alike', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account=admin&password=${encodeURIComponent(TEST_ADMIN_PASSWORD)}`,
    });
    expect(json(form).status).toBe(true);
    const body = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'admin', password: TEST_ADMIN_PASSWORD }),
    });
    expect(json(body).status).toBe(true);
  });
});

describe('transport errors', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const res = await t.app.inject({
      url: '/api/findmed/v1/nothing-here',
      headers: { lang: 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(json(res)).toEqual({
      status: false,
      data: null,
      code: 'NOT_FOUND',
      msg: 'What you are looking for does not exist.',
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'a', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({
      status: false,
      code: 'PAYLOAD_TOO_LARGE',
      msg: '提交的内容过大',
    });
  });

  it('refuses an unparseable body with 400 and an unknown media type with 415', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ status: false, code: 'BAD_REQUEST' });
    const media = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(media.statusCode).toBe(415);
    expect(json(media)).toMatchObject({ status: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a fault with 500 and no internals', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(json(res)).toEqual({
      status: false,
      data: null,
      code: 'INTERNAL',
      msg: 'The system is busy. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
  });
});

describe('headers', () => {
  it('sends the security headers on API responses: nothing in them may load or be framed', async () => {
    const res = await t.app.inject('/api/findmed/v1/md');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http: no HSTS (it means something only over TLS; below).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the page policy on everything else', async () => {
    const res = await t.app.inject('/app/home');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // The brands' analytics scripts must be loadable by the SPA.
    expect(csp).toMatch(/script-src 'self' [^;]*https:\/\/js\.users\.51\.la/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/v1\.cnzz\.com/);
  });

  it('sends HSTS over TLS only: behind a trusted proxy that says https (issue 20)', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const ask = (url: string, headers: Record<string, string>) =>
        behind.app.inject({ url, remoteAddress: '10.0.0.2', headers });
      const hsts = 'max-age=31536000; includeSubDomains';
      for (const url of ['/api/findmed/v1/md', '/app/home']) {
        const tls = await ask(url, { 'x-forwarded-proto': 'https' });
        expect(tls.headers['strict-transport-security'], url).toBe(hsts);
        const plain = await ask(url, { 'x-forwarded-proto': 'http' });
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
      }
      // A client's own claim is not believed.
      const direct = await behind.app.inject({
        url: '/app/home',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });

  it('gives every response a request id, and a visitor id to visitors without one', async () => {
    const fresh = await t.app.inject('/api/f/v1/member/preInfo');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['vid']).toMatch(/^[0-9a-f]{32}$/);
    const known = await t.app.inject({
      url: '/api/f/v1/member/preInfo',
      headers: { vid: 'abcdef0123456789', 'x-request-id': 'trace-12345678' },
    });
    expect(known.headers['vid']).toBeUndefined();
    expect(known.headers['x-request-id']).toBe('trace-12345678');
  });
});
