// A stand-in for the server at the `fetch` level: tests exercise the real API client, queries and
// forms, and read what the page sent.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { vi } from 'vitest';

export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Form fields of a form-encoded body. */
  form: Record<string, string>;
  /** The body as sent (JSON bodies are read from it). */
  body: string;
};

export type Reply = { status?: number; body: unknown; headers?: Record<string, string> } | Response;

export type Handler = (request: SentRequest) => Reply | Promise<Reply>;

export const ok = (data: unknown, headers?: Record<string, string>): Reply => ({
  body: { status: true, data },
  headers,
});

export const refuse = (code: string, msg: string, data: unknown = null): Reply => ({
  body: { status: false, data, code, msg },
});

/** One RSA key pair per test run: the site config hands out the public half. */
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
export const TEST_PUBLIC_KEY = keys.publicKey;

/** What the server would read from an encrypted password field. */
export function decryptPassword(base64: string): string {
  return privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
}

export function siteConfig(overrides: Record<string, unknown> = {}) {
  return {
    site: 'pgdz',
    siteCode: 'pgdz',
    name: '鹏冠电子',
    customer_service: '',
    customerServiceKind: 'url',
    whatsAppUrl: '',
    scriptsList: {},
    list: [],
    rsaPublicKey: TEST_PUBLIC_KEY,
    currency: { code: 'CNY', scale: 2, symbol: '¥' },
    registerRequiresPhone: false,
    codesDemo: { phone: false, email: false },
    features: { withdrawPassword: true, captcha: false },
    maintenance: null,
    sportsBetDelaySeconds: 5,
    ...overrides,
  };
}

export const MEMBER = {
  id: 7,
  username: 'alice01',
  qq: '',
  realName: '',
  areaCode: '86',
  phone: '138****8000',
  email: '',
  vipLevel: 1,
  lastLoginAt: '2026-11-20T10:00:00.000Z',
  inviteCode: 'ABC123',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/**
 * Replaces global fetch. `routes` maps a path without `/api` (e.g. `/findmed/v1/md`) to a handler;
 * unknown paths answer 404. Returns the requests seen, oldest first.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const seen: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = typeof init?.body === 'string' ? init.body : '';
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers,
      form: Object.fromEntries(new URLSearchParams(body)),
      body,
    };
    seen.push(request);
    const route = routes[request.path];
    const reply =
      route === undefined
        ? { status: 404, body: { status: false, data: null, code: 'NOT_FOUND', msg: '' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    seen,
    /** Requests to one path. */
    to: (path: string) => seen.filter((request) => request.path === path),
  };
}

/** jsdom has no object URLs; the captcha needs them. */
export function stubObjectUrls() {
  let n = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => {
      n += 1;
      const url = `blob:captcha-${n}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
  return { created, revoked };
}

/** The captcha image, with a proof-of-work challenge when given one (`x-captcha-pow`). */
export const svgReply = (text = 'ab12', pow?: string) =>
  new Response(`<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`, {
    headers: { 'content-type': 'image/svg+xml', ...(pow ? { 'x-captcha-pow': pow } : {}) },
  });
