import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberTestApp, DEVICE, login, operatorToken } from './testing/members.ts';
import type { TestApp } from './testing/test-app.ts';

// "Nothing the server does may answer a member's mistake with a 500": every documented route,
// as a member and as an operator, with malformed path parameters, queries and bodies. Whatever
// each route refuses, it must refuse in the envelope, never with a server error.

type Operation = { method: string; path: string; params: string[] };

let t: TestApp;
let memberToken = '';
let adminToken = '';

beforeAll(async () => {
  t = await createMemberTestApp({ VENUE_URL: 'http://127.0.0.1:9', VENUE_TIMEOUT_MS: '200' });
  await t.app.services.members.seedDemo(['pgdz']);
  memberToken = String((await login(t.app, 'demo01', 'Demo123456')).headers['id']);
  adminToken = await operatorToken(t.app);
});
afterAll(() => t.close());

function operations(): Operation[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map((method) => ({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      })),
  );
}

const ODD_VALUES: unknown[] = [
  '',
  '-1',
  'abc',
  '99999999999999999999999',
  '1e309',
  '0x10',
  ' 1 ',
  '<script>',
  '%',
  '2026-02-30',
];

const ODD_BODIES: unknown[] = [
  {},
  { id: 'abc', amount: '-1', page: 0, size: 100000, period: '9999-99', kind: 'x' },
  { id: [1], amount: { a: 1 }, page: 'x', startTime: 'yesterday', endTime: 5 },
  {
    id: 1e20,
    amount: '1e400',
    channelId: -1,
    venue: '../../etc',
    level: 1.5,
    site: 'nope',
    birthDate: '1900-13-01',
    tiers: 'x',
  },
];

function url(op: Operation, value: string, query: boolean): string {
  let path = op.path;
  for (const p of op.params) path = path.replace(`{${p}}`, encodeURIComponent(value));
  if (!query) return path;
  const q = ['id', 'page', 'size', 'period', 'parentId', 'show', 'site', 'state', 'kind']
    .map((k) => `${k}=${encodeURIComponent(value)}`)
    .join('&');
  return `${path}?${q}`;
}

describe('every route refuses malformed input in the envelope', () => {
  it('never answers 500, as a member or as an operator', async () => {
    const failures: string[] = [];
    let n = 1;
    const ops = operations().filter((op) => !op.path.startsWith('/api/f/v1/upload'));
    expect(ops.length).toBeGreaterThan(50);
    // The probe runs signed in: the member's session is good.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/member/token',
      headers: { device_no: DEVICE, t: memberToken },
    });
    expect(me.json()).toMatchObject({ status: true });
    for (const op of ops) {
      const token = op.path.startsWith('/api/admin/') ? adminToken : memberToken;
      const headers = { device_no: DEVICE, t: token, 'content-type': 'application/json' };
      const attempts: { url: string; body?: unknown }[] = ODD_VALUES.map((v) => ({
        url: url(op, String(v), op.method === 'GET'),
      }));
      if (op.method !== 'GET')
        for (const body of ODD_BODIES) attempts.push({ url: url(op, '7', false), body });
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: attempt.url,
          headers,
          // A new address each time, so per-address rate limits do not hide what a route does.
          remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
          ...(attempt.body === undefined ? {} : { payload: JSON.stringify(attempt.body) }),
        });
        if (res.statusCode >= 500 && res.statusCode !== 502 && res.statusCode !== 503)
          failures.push(
            `${op.method} ${attempt.url} ${JSON.stringify(attempt.body ?? null)} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
