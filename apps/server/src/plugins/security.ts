import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand, SiteCode } from '@kirin/contract';
import { analyticsOrigins, customerServiceFrameOrigins, siteByHost } from '../lib/brand-policy.ts';
import { DomainError } from '../lib/errors.ts';

// Parsed input is JSON, form fields or a query string. The query parser's objects inherit from a
// prototype-less object, so "plain" cannot mean an Object or null prototype; raw bodies (Buffers)
// are bytes, not fields.
const hasFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !ArrayBuffer.isView(value) &&
  !(value instanceof Date);

/** The field path (`account`, `cards.0.no`) of the first NUL character in parsed input. */
function nulField(input: unknown): string | undefined {
  // A loop, not recursion: a deeply nested body must not overflow the stack.
  const stack: [unknown, string][] = [[input, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string' && value.includes('\0')) return path || '_';
    if (!hasFields(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return at;
      stack.push([item, at]);
    }
  }
  return undefined;
}

type SecurityOptions = {
  brands: readonly Brand[];
  defaultSite: SiteCode;
  /** Origins of the venues' game pages, which open in a frame (the simulator's, FRAME_ORIGINS). */
  frameOrigins: readonly string[];
  production: boolean;
};

type PagePolicy = {
  analyticsOrigins: readonly string[];
  frameOrigins: readonly string[];
  production: boolean;
  /**
   * The operator console's page (/admin/): no frames of anything and never framed itself, no
   * worker, images from us only (the TOTP QR code is an inline SVG).
   */
  console?: boolean;
};

function securityOptions(options: PagePolicy): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.analyticsOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: options.console ? ["'self'", 'data:'] : ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.analyticsOrigins],
        frameSrc: options.console ? ["'none'"] : ["'self'", ...options.frameOrigins],
        workerSrc: options.console ? ["'none'"] : ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: options.console ? ["'none'"] : ["'self'"],
        // Only behind TLS: a demo on plain http from another machine would otherwise break.
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    // The console is never framed, in the older header too.
    frameguard: { action: options.console ? 'deny' : 'sameorigin' },
    // Game venues and payment pages are cross-origin frames; COEP would block them.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  };
}

const HSTS = 'strict-transport-security';

/** The headers helmet would set, collected from one run against a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * API answers are data, never a page: nothing in them may load, run or be framed (OWASP's REST
 * advice), and the policy is a few dozen bytes instead of the page's. The page policy stays on
 * everything else. A route that serves something to display (artwork, uploads)
 * sets its own policy.
 */
function apiHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  const headers: Record<string, string> = {};
  for (const name of kept) if (page[name] !== undefined) headers[name] = page[name];
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  headers['x-frame-options'] = 'DENY';
  return headers;
}

/**
 * Input that no field may carry, and security headers for everything we serve. The page's CSP is
 * the brand's, chosen by the host as the page itself is: our own scripts plus that brand's
 * analytics origins, inline styles (antd-mobile sets style attributes), images from any https
 * origin (venue artwork), and frames from our own origin, the venues' game pages and that brand's
 * customer-service chat when it is framed. Another brand's analytics or chat is not let in.
 */
export default fp(
  async function security(app: FastifyInstance, options: SecurityOptions) {
    // PostgreSQL text cannot hold NUL, so such a value would fail in the database as a 500. No
    // member types one: it is refused here, once for every route, as that field's error.
    app.addHook('preValidation', async (request) => {
      const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
      if (field !== undefined) throw DomainError.validation({ [field]: 'invalid_format' });
    });
    // Computed once per brand: helmet's headers depend only on the brand, and building them per
    // request (as @fastify/helmet does, re-parsing the CSP each time) costs every route.
    // HSTS means something only over TLS (RFC 6797 §7.2: ignored on plain http), so a plain
    // answer does not claim it (issue 20). Behind a trusted proxy, X-Forwarded-Proto says which.
    const plain = (set: Record<string, string>) =>
      Object.fromEntries(Object.entries(set).filter(([name]) => name !== HSTS));
    const pages = new Map<
      SiteCode,
      { tls: Record<string, string>; http: Record<string, string> }
    >();
    for (const brand of options.brands) {
      const headers = helmetHeaders(
        securityOptions({
          analyticsOrigins: analyticsOrigins([brand]),
          frameOrigins: [...options.frameOrigins, ...customerServiceFrameOrigins(brand)],
          production: options.production,
        }),
      );
      pages.set(brand.code as SiteCode, { tls: headers, http: plain(headers) });
    }
    const fallback = helmetHeaders(
      securityOptions({ analyticsOrigins: [], frameOrigins: [], production: options.production }),
    );
    const api = { tls: apiHeaders(fallback), http: plain(apiHeaders(fallback)) };
    const page = pages.get(options.defaultSite) ?? { tls: fallback, http: plain(fallback) };
    const consoleHeaders = helmetHeaders(
      securityOptions({
        analyticsOrigins: [],
        frameOrigins: [],
        production: options.production,
        console: true,
      }),
    );
    const admin = { tls: consoleHeaders, http: plain(consoleHeaders) };
    const siteOf = siteByHost(options.brands);
    app.addHook('onRequest', (request, reply, done) => {
      const set = request.url.startsWith('/api/')
        ? api
        : request.url === '/admin' || request.url.startsWith('/admin/')
          ? admin
          : (pages.get(siteOf(request.hostname) ?? options.defaultSite) ?? page);
      reply.headers(request.protocol === 'https' ? set.tls : set.http);
      done();
    });
  },
  { name: 'security' },
);
