import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { DEVICE } from '../../testing/members.ts';
import { ACCESS } from '../authz/access.ts';
import { valueOf, type Schema } from './arbitraries.ts';

// Fuzzing from the OpenAPI (issue 20): requests generated from every documented route's schema,
// mostly fitting it and sometimes not, with malformed bodies, headers and encodings, sent as the
// caller the route is for (now and then another). Every answer must be below 500 (502 and 503
// name an outside system or the database, not a mistake of ours), in the envelope when JSON, and
// carry no stack trace and no SQL.

type Param = { name: string; in: string; required?: boolean; schema?: Schema };
type OpenApiOperation = {
  parameters?: Param[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  produces?: string[];
};
type OpenApi = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: string;
  /** The OpenAPI path, `{name}` for each parameter. */
  path: string;
  params: Param[];
  body: Schema | undefined;
  multipart: boolean;
  caller: 'anonymous' | 'member' | 'operator';
};

/**
 * The routes to fuzz: every documented one but those that end the caller's session (the rest of
 * the run would read as refused) and the event streams (they answer by never ending).
 */
export function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const access = ACCESS[key];
      if (!access || access.stream || /logout|^\/docs/.test(path)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
        caller:
          access.kind === 'operator'
            ? 'operator'
            : access.kind === 'member' || access.kind === 'memberOrAnonymous'
              ? 'member'
              : 'anonymous',
      });
    }
  }
  return ops;
}

export type FuzzRequest = {
  op: Operation;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  /** Whose session the `t` header carries (filled in when sent). */
  as: 'anonymous' | 'member' | 'operator';
};

// A lone surrogate cannot be percent-encoded; it goes as U+FFFD, as a browser would send it.
const wellFormed = (v: string) =>
  v.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
const text = (v: unknown) => wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** What a body can be besides the schema's JSON: broken JSON, bad bytes, the wrong type. */
const malformedBody = fc.oneof(
  fc.constant('{'),
  fc.constant('{"a":'),
  fc.constant('[]'),
  fc.constant('null'),
  fc.constant('"x"'),
  fc.constant(`${'['.repeat(5000)}${']'.repeat(5000)}`),
  fc.constant(Buffer.from([0xff, 0xfe, 0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d])),
  fc.constant('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
  fc.string({ maxLength: 64 }),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '',
);

function urlOf(op: Operation, values: Record<string, unknown>): string {
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.params) {
    const v = values[p.name];
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(text(v ?? 'x')));
    if (p.in === 'query' && v !== undefined) {
      for (const item of Array.isArray(v) ? v : [v]) query.append(p.name, text(item));
    }
  }
  const q = query.toString();
  return q ? `${path}?${q}` : path;
}

/** One request for `op`. */
export function requestOf(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(Object.fromEntries(op.params.map((p) => [p.name, valueOf(p.schema)])), {
    requiredKeys: op.params.filter((p) => p.required || p.in === 'path').map((p) => p.name),
  });
  const sendsBody = op.method !== 'GET';
  const payload: fc.Arbitrary<{ body: string | Buffer | undefined; type: string | undefined }> =
    !sendsBody
      ? fc.constant({ body: undefined, type: undefined })
      : op.multipart
        ? fc.uint8Array({ maxLength: 512 }).map((b) => ({
            body: Buffer.from(b),
            type: 'multipart/form-data; boundary=----kirin',
          }))
        : fc.oneof(
            {
              weight: 8,
              arbitrary: valueOf(op.body ?? { type: 'object' }).map((v) => ({
                body: JSON.stringify(v) ?? 'null',
                type: 'application/json' as string | undefined,
              })),
            },
            {
              weight: 2,
              arbitrary: fc.record({ body: malformedBody, type: contentTypes }),
            },
          );
  const as = fc.oneof(
    { weight: 9, arbitrary: fc.constant(op.caller) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('anonymous' as const, 'member' as const, 'operator' as const),
    },
  );
  const oddHeaders = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          'idempotency-key': fc.oneof(fc.string({ maxLength: 200 }), fc.constant('k'.repeat(129))),
          site_code: fc.oneof(
            fc.constantFrom('ky', 'nope', '', '../pgdz'),
            fc.string({ maxLength: 10 }),
          ),
          'accept-language': fc.constantFrom('en', 'zh-HK', 'xx', '*', ''),
          device_no: fc.string({ maxLength: 40 }),
          'content-encoding': fc.constantFrom('gzip', 'br', 'identity'),
          'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1'),
        },
        { requiredKeys: [] },
      ),
    },
  );
  return fc
    .tuple(params, payload, as, oddHeaders, fc.boolean())
    .map(([values, { body, type }, who, odd, headerJunk]) => {
      const headers: Record<string, string> = {
        device_no: DEVICE,
        site_code: 'pgdz',
        ...(type ? { 'content-type': type } : {}),
      };
      for (const p of op.params) {
        if (p.in === 'header' && values[p.name] !== undefined)
          headers[p.name] = text(values[p.name]);
      }
      Object.assign(headers, odd);
      if (headerJunk) headers['x-kirin-fuzz'] = 'ünïcödé';
      // Header values must be Latin-1 on the wire: what is not goes as its UTF-8 bytes' escape.
      for (const [k, v] of Object.entries(headers)) headers[k] = toLatin1(v);
      return { op, method: op.method, url: urlOf(op, values), headers, payload: body, as: who };
    });
}

const toLatin1 = (v: string) =>
  /^[\x20-\x7e\xa0-\xff]*$/.test(v) ? v : encodeURIComponent(wellFormed(v));

/** Stack frames, source paths and SQL: what an answer must never show. */
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /\.(ts|js|mjs):\d+:\d+/,
  /node_modules/,
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b/i,
  /syntax error|relation "|violates [a-z ]*constraint|duplicate key|invalid input syntax/i,
];

export type Failure = { request: string; status: number; body: string; why: string };

/** What is wrong with an answer, if anything. */
export function judge(req: FuzzRequest, status: number, type: string, body: string): string | null {
  if (status >= 500 && status !== 502 && status !== 503) return `status ${status}`;
  for (const leak of LEAKS) if (leak.test(body)) return `leaks ${leak.source}`;
  // A gateway's callback answers in the gateway's protocol, not in the members' envelope.
  const envelope = req.url.startsWith('/api/') && !req.url.startsWith('/api/payments/');
  if (type.includes('application/json') && envelope) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'JSON that does not parse';
    }
    if (typeof (parsed as { status?: unknown } | null)?.status !== 'boolean')
      return 'JSON outside the envelope';
  }
  return null;
}

/**
 * Sends `count` requests generated with `seed` through `app.inject` (each from an address of its
 * own, so that per-address limits do not hide what a route does); answers the failures.
 */
export async function fuzz(
  app: FastifyInstance,
  tokenOf: (who: FuzzRequest['as']) => Promise<string | undefined>,
  count: number,
  seed: number,
  progress?: (done: number) => void,
): Promise<{
  sent: number;
  served: number;
  failures: Failure[];
  statuses: Record<string, number>;
}> {
  const ops = operationsOf(app.swagger() as OpenApi);
  const arb = fc.constantFrom(...ops).chain(requestOf);
  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  let sent = 0;
  // Answers that did what was asked (`status: true`): how deep the requests went.
  let served = 0;
  for (let batch = 0; sent < count; batch += 1) {
    const size = Math.min(500, count - sent);
    for (const req of fc.sample(arb, { numRuns: size, seed: seed + batch })) {
      sent += 1;
      const token = await tokenOf(req.as);
      const res = await app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: { ...req.headers, ...(token ? { t: token } : {}) },
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        ...(req.payload === undefined ? {} : { payload: req.payload }),
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.body.startsWith('{"status":true')) served += 1;
      const why = judge(req, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (why)
        failures.push({
          request: `${req.method} ${req.url} ${JSON.stringify(req.headers)} ${text(req.payload?.toString()).slice(0, 300)}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
          why,
        });
    }
    progress?.(sent);
  }
  return { sent, served, failures, statuses };
}
