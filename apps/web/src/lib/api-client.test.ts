import { expectSessionCleared, fillSession } from '../testing/session.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import {
  ApiRefusal,
  apiData,
  configureApiClient,
  HttpError,
  onRefusal,
  request,
  SessionExpiredError,
  TimeoutError,
} from './api-client.ts';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let baseUrl = '';
const seen: Seen[] = [];

function json(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const delayMs = Number(url.searchParams.get('delay') ?? 0);
      setTimeout(() => {
        switch (url.pathname) {
          case '/api/echo':
            return json(res, 200, { status: true, data: { url: req.url, body } });
          case '/api/login':
            return json(
              res,
              200,
              { status: true, data: { token: 'tok-new' } },
              { id: 'tok-new', vid: 'vid-1' },
            );
          case '/api/expired':
            return json(res, 200, { status: false, data: 'token' });
          case '/api/refuse':
            return json(res, 200, {
              status: false,
              data: null,
              code: 'ACCOUNT_OR_PASSWORD',
              msg: '账号或密码错误',
            });
          case '/api/boom':
            return json(res, 500, { status: false, data: null, code: 'INTERNAL', msg: 'oops' });
          case '/api/bad-gateway':
            res.writeHead(502, { 'content-type': 'text/plain' });
            return res.end('bad gateway');
          case '/api/not-envelope':
            return json(res, 200, { hello: 'world' });
          case '/api/hang':
            return; // never answers
          default:
            return json(res, 404, { status: false, data: null, code: 'NOT_FOUND', msg: '' });
        }
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const navigate = vi.fn<(path: string) => void>();
let lang = 'zh-CN';

beforeEach(() => {
  seen.length = 0;
  navigate.mockReset();
  lang = 'zh-CN';
  configureApiClient({ baseUrl, navigate, getLang: () => lang });
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  delete window.KirinNative;
  vi.restoreAllMocks();
});

const last = (): Seen => {
  const s = seen.at(-1);
  if (!s) throw new Error('no request reached the server');
  return s;
};

describe('request headers', () => {
  it('sends d, lang, device_no, site_code, and no t without a token', async () => {
    await request('/echo');
    const { headers, url, method } = last();
    expect(method).toBe('GET');
    expect(url).toBe('/api/echo');
    expect(headers.d).toBe('25');
    expect(headers.lang).toBe('zh-CN');
    expect(headers.device_no).toMatch(/^h5_(ios|android|)_[0-9a-z]{8,}_[0-9a-z]{8,}$/);
    expect(headers.device_no).toBe(localStorage.getItem('device_no'));
    expect(headers.t).toBeUndefined();
    expect(headers.vid).toBeUndefined();
  });

  it.runIf(__SITE__ === 'pgdz')('sends site_code pgdz in the default build', async () => {
    await request('/echo');
    expect(last().headers.site_code).toBe('pgdz');
  });

  it('sends t when a token exists and lang from getLang', async () => {
    useSessionStore.getState().setToken('tok-1');
    lang = 'en-US';
    await request('/echo');
    expect(last().headers.t).toBe('tok-1');
    expect(last().headers.lang).toBe('en');
  });

  it('lets the caller add headers', async () => {
    await request('/echo', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } });
    expect(last().headers['idempotency-key']).toBe('k1');
  });
});

describe('request encoding', () => {
  it('form-encodes POST bodies by default', async () => {
    await request('/echo', {
      body: {
        a: 'x y',
        arr: [1, 2],
        n: null,
        u: undefined,
        b: true,
        f: false,
        big: 10n,
        empty: '',
        zh: '中文',
      },
    });
    const { method, headers, body } = last();
    expect(method).toBe('POST');
    expect(headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(body).toBe('a=x+y&arr=1&arr=2&b=true&f=false&big=10&empty=&zh=%E4%B8%AD%E6%96%87');
  });

  it('sends JSON when asked', async () => {
    await request('/echo', { method: 'PUT', json: true, body: { a: 1, big: 5n, n: null } });
    const { method, headers, body } = last();
    expect(method).toBe('PUT');
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ a: 1, big: '5', n: null });
  });

  it('encodes the query, dropping empty values', async () => {
    await request('/echo', {
      query: { page: 1, q: '', n: null, u: undefined, s: 'a&b', flag: false },
    });
    expect(last().url).toBe('/api/echo?page=1&s=a%26b&flag=false');
  });

  it('passes FormData through untouched, with no Content-Type of its own', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ status: true, data: { url: 'u' } })));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await request('/f/v1/upload', { body: form });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.method).toBe('POST');
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('refuses a body on GET', async () => {
    await expect(request('/echo', { method: 'GET', body: { a: 1 } })).rejects.toThrow(TypeError);
  });
});

describe('response headers', () => {
  it('stores the id header as the session token and the vid header, then sends vid', async () => {
    const envelope = await request('/login', { body: { account: 'a', password: 'p' } });
    expect(envelope.status).toBe(true);
    expect(useSessionStore.getState().token).toBe('tok-new');
    expect(sessionStorage.getItem('t')).toBe('tok-new');
    expect(localStorage.getItem('vid')).toBe('vid-1');
    await request('/echo');
    expect(last().headers.vid).toBe('vid-1');
    expect(last().headers.t).toBe('tok-new');
  });
});

describe('invalid session', () => {
  it('clears the session and navigates to /login once for concurrent replies', async () => {
    fillSession();
    const [a, b] = await Promise.all([request('/expired'), request('/expired')]);
    expect(a).toEqual({ status: false, data: 'token' });
    expect(b).toEqual({ status: false, data: 'token' });
    expectSessionCleared();
    // The sign-in step loads the app shells' bridge first (lazily).
    await vi.dynamicImportSettled();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('asks the native app instead when running inside it', async () => {
    fillSession();
    const showLogin = vi.fn();
    window.KirinNative = { showLogin };
    await request('/expired');
    await vi.dynamicImportSettled();
    expect(showLogin).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('does not navigate when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    try {
      await request('/expired');
      await vi.dynamicImportSettled();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('ignores a late reply to a call made under an older session', async () => {
    fillSession('tok-old');
    const pending = request('/expired', { query: { delay: 50 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    useSessionStore.getState().setToken('tok-fresh');
    await pending;
    expect(useSessionStore.getState().token).toBe('tok-fresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('apiData rejects with SessionExpiredError', async () => {
    await expect(apiData('/expired')).rejects.toBeInstanceOf(SessionExpiredError);
  });
});

describe('failures', () => {
  it('rejects non-2xx with HttpError carrying the parsed body, or its text', async () => {
    const error = await request('/boom').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, body: { code: 'INTERNAL' } });
    const text = await request('/bad-gateway').catch((e: unknown) => e);
    expect(text).toMatchObject({ status: 502, body: 'bad gateway' });
  });

  it('rejects a 2xx body that is not an envelope', async () => {
    await expect(request('/not-envelope')).rejects.toBeInstanceOf(HttpError);
  });

  it('rejects with TimeoutError when the server never answers', async () => {
    const error = await request('/hang', { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ timeoutMs: 100 });
  });

  it("a caller's abort is not reported as a timeout", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await request('/hang', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(TimeoutError);
  });

  it('apiData resolves data on success and rejects refusals with ApiRefusal', async () => {
    await expect(apiData<{ url: string }>('/echo')).resolves.toMatchObject({ url: '/api/echo' });
    const error = await apiData('/refuse').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(error).toMatchObject({ code: 'ACCOUNT_OR_PASSWORD', msg: '账号或密码错误', data: null });
  });
});

describe('refusal listeners', () => {
  it('hear the code of every refusal, whatever its HTTP status, until they stop', async () => {
    const heard: string[] = [];
    const stop = onRefusal((code) => heard.push(code));
    await request('/echo');
    await request('/refuse');
    await request('/boom').catch(() => {});
    await request('/expired');
    stop();
    await request('/refuse');
    expect(heard).toEqual(['ACCOUNT_OR_PASSWORD', 'INTERNAL']);
  });
});
