import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SITE_CODES, type CodeChannel } from '@kirin/contract';
import { parseDataKey } from './lib/data-cipher.ts';

const onOff = z.enum(['on', 'off']);
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .transform((value) => value === '1' || value === 'true');

const CIDR = /^([^/]+)(?:\/(\d{1,3}))?$/;
const isCidr = (text: string) => {
  const match = CIDR.exec(text);
  const version = match?.[1] ? isIP(match[1]) : 0;
  const bits = match?.[2] === undefined ? undefined : Number(match[2]);
  return version !== 0 && (bits === undefined || bits <= (version === 4 ? 32 : 128));
};

/** proxy-addr's names of the private ranges a load balancer sits in. */
const PRIVATE_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Which proxies' `X-Forwarded-For` to believe (issue 20): the proxies' addresses and CIDRs (or
 * proxy-addr's `loopback`, `linklocal`, `uniquelocal`), comma-separated; `1` or `true` means a load
 * balancer on a private address. Never the whole chain, which would let any client choose the IP
 * that rate limits and the audit log record. (Fastify trusts nobody for a bare hop count.)
 */
const dataKey = z.string().transform((text, ctx) => {
  const key = parseDataKey(text);
  if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex digits or base64' });
  return key ?? Buffer.alloc(0);
});

const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): string[] | false => {
    if (text === '' || text === '0' || text === 'false') return false;
    if (text === '1' || text === 'true') return PRIVATE_RANGES;
    const list = text.split(',').map((part) => part.trim());
    if (list.every((part) => PRIVATE_RANGES.includes(part) || isCidr(part))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'proxy addresses or CIDRs separated by commas (or 1 for a private load balancer)',
    });
    return z.NEVER;
  });

/** Signs the demo venue simulator's requests; production must set its own VENUE_SECRET. */
const DEMO_VENUE_SECRET = 'kirin-demo-venue-secret';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEFAULT_SITE: z.enum(SITE_CODES).default('pgdz'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The key that seals personal data and secrets at rest (64 hex digits or base64 of 32 bytes);
   * DATA_KEYS_OLD lists rotated-out keys, read only. Required in production; elsewhere a key is
   * kept in DATA_DIR/data-key (tests: a fixed one). See docs/decisions/data-at-rest.md.
   */
  DATA_KEY: dataKey.optional(),
  DATA_KEYS_OLD: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(dataKey)),
  /** `off`: no line per request (the proofs read the nodes' logs for the jobs' lines). */
  LOG_REQUESTS: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST_DIR: z.string().optional(),
  ADMIN_DIST_DIR: z.string().optional(),
  BRANDS_DIR: z.string().optional(),
  /** Demo data on a fresh database: `auto` seeds it unless NODE_ENV=production. */
  SEED_DEMO: z.enum(['auto', 'on', 'off']).default('auto'),
  /** What /docs shows: every route, the member API only, or nothing. Default: members in production. */
  API_DOCS: z.enum(['all', 'members', 'off']).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  // Test switches of API.md; refused in production unless ALLOW_TEST_SWITCHES=1.
  CAPTCHA: onOff.default('on'),
  SMS_OUTBOX: onOff.default('off'),
  ALLOW_TEST_SWITCHES: flag.default(false),
  // Limits (documented in the README).
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Where uploaded images are kept (default `<DATA_DIR>/uploads`). */
  UPLOAD_DIR: z.string().min(1).optional(),
  /** Signs upload URLs; without it a secret kept in the database (shared by every node) is used. */
  UPLOAD_URL_SECRET: z.string().min(16).optional(),
  RATE_LIMIT_NAMESPACE: z.string().min(1).default('kirin:rl:'),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_LOGIN_PER_10_MINUTES: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_REGISTER_PER_10_MINUTES: z.coerce.number().int().positive().default(30),
  /** Applications to join the agent programme from one address (guests may apply). */
  RATE_LIMIT_AGENT_APPLY_PER_HOUR: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  /** Failures from any addresses together that lock an account for every address. */
  LOGIN_LOCK_ACCOUNT_FAILURES: z.coerce.number().int().positive().default(20),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  OPERATOR_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  OPERATOR_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  SITE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  // Wallet (see docs/decisions/wallet.md). Amounts are decimal strings in the site currency.
  /** A decimal string with at most 2 decimals, kept exact (money never passes through a float). */
  FLOW_MULTIPLE: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a multiple such as 1 or 1.5 (at most 2 decimals)')
    .refine((v) => Number(v) <= 100, 'must be at most 100')
    .default('1'),
  WITHDRAW_FEE: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .default('0'),
  ADJUSTMENT_APPROVAL_THRESHOLD: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .default('50000.00'),
  /** Withdrawals above this need a second operator's approval before they are paid. */
  WITHDRAW_APPROVAL_THRESHOLD: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/)
    .default('50000.00'),
  /** How long stored answers of money writes are kept for replays (API.md: at least a day). */
  IDEMPOTENCY_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(24)
    .max(24 * 365)
    .default(48),
  USDT_RATE_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  /** How long an exchange quote holds its rate (docs/decisions/coins.md). */
  COIN_QUOTE_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  /** Base URL of the payment gateway for e-wallet channels; demo mode starts the simulator. */
  GATEWAY_URL: z.string().url().optional(),
  /** Where the gateway calls back: this server's public base URL. */
  PUBLIC_URL: z.string().url().optional(),
  // Venues (docs/venue-protocol.md). Demo mode without VENUE_URL starts apps/venue-sim.
  /** Base URL of the demo venue the seeded sites use; per-site venues are configured in the database. */
  VENUE_URL: z.string().url().optional(),
  /**
   * Comma-separated origins of the venues' game pages: a game opens in a frame only from these
   * (or VENUE_URL's origin), since the page's CSP frames nothing else; others open whole. Plain
   * http is for a local simulator (an https page never frames it).
   */
  FRAME_ORIGINS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const origins = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const origin of origins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          ctx.addIssue({
            code: 'custom',
            message: `not an origin (https://host[:port]): ${origin}`,
          });
        }
      }
      return origins;
    }),
  /** Master secret of the demo venue: each site's signing secret is derived from it. */
  VENUE_SECRET: z.string().min(16).default(DEMO_VENUE_SECRET),
  /** How long one call to a venue may take before its outcome counts as unknown. */
  VENUE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often each node looks for transfers in transit to settle (0 turns the reconciler off). */
  VENUE_RECONCILE_MS: z.coerce.number().int().min(0).default(2000),
  /** The longest wait between two questions about the same transfer in transit. */
  VENUE_RECONCILE_MAX_BACKOFF_MS: z.coerce.number().int().positive().default(60_000),
  /** How often each node pulls bet records from its venues (0 turns pulling off). */
  VENUE_BET_PULL_MS: z.coerce.number().int().min(0).default(15_000),
  /** How often each node evaluates VIP levels from records (0 off; default 60 s, off in tests). */
  VIP_EVALUATE_MS: z.coerce.number().int().min(0).optional(),
  /** How often the incremental check of the books runs (one node each round; 0 off; off in tests). */
  BOOKS_CHECK_MS: z.coerce.number().int().min(0).optional(),
  /** How often each node prunes idempotency keys past their retention (0: never). */
  IDEMPOTENCY_PRUNE_MS: z.coerce.number().int().min(0).default(3_600_000),
  /** How often each node asks the gateway about e-wallet orders left `creating` (0: never). */
  DEPOSIT_RESOLVE_MS: z.coerce.number().int().min(0).default(15_000),
  /** How many deposit orders a member may have waiting for payment at once. */
  DEPOSIT_OPEN_MAX: z.coerce.number().int().min(1).max(100).default(5),
  DEPOSIT_EXPIRE_MS: z.coerce.number().int().min(0).optional(),
  DEPOSIT_UNPAID_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(30 * 24 * 60)
    .default(24 * 60),
  /** How often each node settles sportsbook bets left due (a crash mid-settlement; 0 off; off in tests). */
  SPORTS_SETTLE_MS: z.coerce.number().int().min(0).optional(),
  /** How long a bet on a live event waits before it is accepted, odds and market checked again. */
  SPORTS_BET_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /** The book's margin on a cash-out offer, as a fraction of its fair value. */
  SPORTS_CASHOUT_MARGIN: z.coerce.number().min(0).max(0.5).default(0.05),
  /** The demo sports feed (apps/sports-feed): `auto` runs it in demo mode. */
  SPORTS_FEED: z.enum(['auto', 'on', 'off']).default('auto'),
  /** How long a cash-out offer may be taken. */
  SPORTS_CASHOUT_QUOTE_MS: z.coerce.number().int().positive().default(10_000),
  /** How often each node settles last month's agent commission if it is not yet (0: never). */
  AGENT_SETTLE_MS: z.coerce.number().int().min(0).default(0),
  // Code delivery: email over SMTP, SMS through an HTTP provider (see README).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_FROM: z.string().min(3).default('Kirin <no-reply@kirin.invalid>'),
  SMS_HTTP_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMS_HTTP_TOKEN: z.string().optional(),
  // Codes per sending IP (per phone and email the limits are fixed: 1 a minute, 5 an hour).
  CODE_LIMIT_PER_IP_MINUTE: z.coerce.number().int().positive().default(1),
  CODE_LIMIT_PER_IP_HOUR: z.coerce.number().int().positive().default(5),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  CAPTCHA_WORK: z.coerce.number().int().min(1_000).max(10_000_000).default(300_000),
  WITHDRAW_ACCOUNTS_MAX_BANK: z.coerce.number().int().positive().default(5),
  WITHDRAW_ACCOUNTS_MAX_VIRTUAL: z.coerce.number().int().positive().default(5),
  WITHDRAW_ACCOUNTS_MAX_ALIPAY: z.coerce.number().int().positive().default(3),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  defaultSite: (typeof SITE_CODES)[number];
  logLevel: string;
  logRequests: boolean;
  /** Unset outside production: startup.ts then keeps one in DATA_DIR (tests: a fixed one). */
  dataKey: Buffer | undefined;
  dataKeysOld: Buffer[];
  /** The proxies whose X-Forwarded-For is believed; false: none. */
  trustProxy: string[] | false;
  webDistDir: string;
  /** The operator console's build (apps/admin), served at /admin/. */
  adminDistDir: string;
  brandsDir: string;
  seedDemo: 'auto' | 'on' | 'off';
  /** What /docs shows (issue 20: the operator API is no stranger's business in production). */
  apiDocs: 'all' | 'members' | 'off';
  adminPassword: string | undefined;
  captcha: 'on' | 'off';
  smsOutbox: 'on' | 'off';
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  uploadDir: string;
  uploadUrlSecret: string | undefined;
  rateLimit: {
    namespace: string;
    globalPerMinute: number;
    loginPer10Minutes: number;
    registerPer10Minutes: number;
    agentApplyPerHour: number;
  };
  loginLock: { failures: number; minutes: number; accountFailures: number };
  /** `cacheMs`: how long a node trusts a session it has checked (0: every request asks the database). */
  memberSession: { idleMinutes: number; maxHours: number; cacheMs: number };
  operatorSession: { idleMinutes: number; maxHours: number };
  siteCacheSeconds: number;
  wallet: {
    flowMultiple: string;
    withdrawFee: string;
    adjustmentApprovalThreshold: string;
    withdrawApprovalThreshold: string;
    idempotencyRetentionHours: number;
    usdtRateLockSeconds: number;
    coinQuoteSeconds: number;
    gatewayUrl: string | undefined;
    publicUrl: string | undefined;
  };
  venues: {
    url: string | undefined;
    /** Where game pages may be framed from: VENUE_URL's origin and FRAME_ORIGINS. */
    frameOrigins: string[];
    secret: string;
    timeoutMs: number;
    reconcileMs: number;
    maxBackoffMs: number;
    betPullMs: number;
  };
  vip: { evaluateMs: number };
  sports: {
    settleMs: number;
    betDelayMs: number;
    cashoutMargin: number;
    quoteMs: number;
    feed: 'auto' | 'on' | 'off';
  };
  books: { checkMs: number; pruneMs: number };
  deposits: { resolveMs: number; openMax: number; unpaidMinutes: number; expireMs: number };
  smtp: { url: string | undefined; from: string };
  sms: { url: string | undefined; token: string | undefined };
  codeDelivery: Record<CodeChannel, CodeDelivery>;
  captchaTtlSeconds: number;
  /** The proof of work's range: a browser tries half of it on average (issue 20). */
  captchaWork: number;
  codeLimitPerIp: { minute: number; hour: number };
  withdrawAccountsMax: { bank: number; virtual: number; alipay: number };
  agentSettleMs: number;
};

/**
 * Where a channel's codes go: `provider` (SMTP_URL, SMS_HTTP_URL), `outbox` (SMS_OUTBOX=on),
 * `demo` (no provider outside production: the outbox and the server log, so a first run can sign
 * up), `none` (no provider in production: `assertCodeDelivery` refuses to start).
 */
export type CodeDelivery = 'provider' | 'outbox' | 'demo' | 'none';

/** The variable that configures each channel's provider, for the messages that name it. */
const CODE_PROVIDER_VARIABLE: Record<CodeChannel, string> = {
  phone: 'SMS_HTTP_URL',
  email: 'SMTP_URL',
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The only place that reads the environment. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (
    e.NODE_ENV === 'production' &&
    (e.CAPTCHA === 'off' || e.SMS_OUTBOX === 'on') &&
    !e.ALLOW_TEST_SWITCHES
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  CAPTCHA=off and SMS_OUTBOX=on are test switches; production refuses them unless ALLOW_TEST_SWITCHES=1',
    );
  }
  if (e.NODE_ENV === 'production' && !e.DATA_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  DATA_KEY: production seals personal data with a key of its own (openssl rand -hex 32)',
    );
  }
  if (e.NODE_ENV === 'production' && e.VENUE_URL && e.VENUE_SECRET === DEMO_VENUE_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  VENUE_SECRET: production needs a secret of its own, not the demo one',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL,
    defaultSite: e.DEFAULT_SITE,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === 'on',
    dataKey: e.DATA_KEY,
    dataKeysOld: e.DATA_KEYS_OLD,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    adminDistDir: path.resolve(e.ADMIN_DIST_DIR ?? path.join(repoRoot, 'apps/admin/dist')),
    brandsDir: path.resolve(e.BRANDS_DIR ?? path.join(repoRoot, 'brands')),
    seedDemo: e.SEED_DEMO,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'members' : 'all'),
    adminPassword: e.ADMIN_PASSWORD,
    captcha: e.CAPTCHA,
    smsOutbox: e.SMS_OUTBOX,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    uploadUrlSecret: e.UPLOAD_URL_SECRET,
    rateLimit: {
      namespace: e.RATE_LIMIT_NAMESPACE,
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MINUTE,
      loginPer10Minutes: e.RATE_LIMIT_LOGIN_PER_10_MINUTES,
      registerPer10Minutes: e.RATE_LIMIT_REGISTER_PER_10_MINUTES,
      agentApplyPerHour: e.RATE_LIMIT_AGENT_APPLY_PER_HOUR,
    },
    loginLock: {
      failures: e.LOGIN_LOCK_FAILURES,
      minutes: e.LOGIN_LOCK_MINUTES,
      accountFailures: e.LOGIN_LOCK_ACCOUNT_FAILURES,
    },
    memberSession: {
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxHours: e.SESSION_MAX_HOURS,
      cacheMs: e.SESSION_CACHE_MS,
    },
    operatorSession: {
      idleMinutes: e.OPERATOR_SESSION_IDLE_MINUTES,
      maxHours: e.OPERATOR_SESSION_MAX_HOURS,
    },
    siteCacheSeconds: e.SITE_CACHE_SECONDS,
    wallet: {
      flowMultiple: e.FLOW_MULTIPLE,
      withdrawFee: e.WITHDRAW_FEE,
      adjustmentApprovalThreshold: e.ADJUSTMENT_APPROVAL_THRESHOLD,
      withdrawApprovalThreshold: e.WITHDRAW_APPROVAL_THRESHOLD,
      idempotencyRetentionHours: e.IDEMPOTENCY_RETENTION_HOURS,
      usdtRateLockSeconds: e.USDT_RATE_LOCK_SECONDS,
      coinQuoteSeconds: e.COIN_QUOTE_SECONDS,
      gatewayUrl: e.GATEWAY_URL,
      publicUrl: e.PUBLIC_URL,
    },
    venues: {
      url: e.VENUE_URL,
      frameOrigins: [...(e.VENUE_URL ? [new URL(e.VENUE_URL).origin] : []), ...e.FRAME_ORIGINS],
      secret: e.VENUE_SECRET,
      timeoutMs: e.VENUE_TIMEOUT_MS,
      reconcileMs: e.VENUE_RECONCILE_MS,
      maxBackoffMs: e.VENUE_RECONCILE_MAX_BACKOFF_MS,
      betPullMs: e.VENUE_BET_PULL_MS,
    },
    vip: { evaluateMs: e.VIP_EVALUATE_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000) },
    sports: {
      settleMs: e.SPORTS_SETTLE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5_000),
      betDelayMs: e.SPORTS_BET_DELAY_MS,
      cashoutMargin: e.SPORTS_CASHOUT_MARGIN,
      quoteMs: e.SPORTS_CASHOUT_QUOTE_MS,
      feed: e.SPORTS_FEED,
    },
    books: {
      checkMs: e.BOOKS_CHECK_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
      pruneMs: e.IDEMPOTENCY_PRUNE_MS,
    },
    deposits: {
      resolveMs: e.DEPOSIT_RESOLVE_MS,
      openMax: e.DEPOSIT_OPEN_MAX,
      unpaidMinutes: e.DEPOSIT_UNPAID_MINUTES,
      expireMs: e.DEPOSIT_EXPIRE_MS ?? (e.NODE_ENV === 'test' ? 0 : 60_000),
    },
    smtp: { url: e.SMTP_URL, from: e.SMTP_FROM },
    sms: { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN },
    codeDelivery: {
      phone: codeDelivery(e, e.SMS_HTTP_URL),
      email: codeDelivery(e, e.SMTP_URL),
    },
    captchaTtlSeconds: e.CAPTCHA_TTL_SECONDS,
    captchaWork: e.CAPTCHA_WORK,
    codeLimitPerIp: { minute: e.CODE_LIMIT_PER_IP_MINUTE, hour: e.CODE_LIMIT_PER_IP_HOUR },
    withdrawAccountsMax: {
      bank: e.WITHDRAW_ACCOUNTS_MAX_BANK,
      virtual: e.WITHDRAW_ACCOUNTS_MAX_VIRTUAL,
      alipay: e.WITHDRAW_ACCOUNTS_MAX_ALIPAY,
    },
    agentSettleMs: e.AGENT_SETTLE_MS,
  };
}

function codeDelivery(
  e: { NODE_ENV: Config['env']; SMS_OUTBOX: 'on' | 'off' },
  providerUrl: string | undefined,
): CodeDelivery {
  if (e.SMS_OUTBOX === 'on') return 'outbox';
  if (providerUrl) return 'provider';
  return e.NODE_ENV === 'production' ? 'none' : 'demo';
}

/**
 * Production must deliver codes on both channels: every brand sends them by SMS and by email
 * (registration where the brand asks for a phone, password recovery, binding a phone or an email,
 * resetting the withdrawal password), and a code that never arrives locks members out. Checked
 * when the server starts, not in `loadConfig`: scripts and tests load production settings that
 * send no codes.
 */
export function assertCodeDelivery(config: Pick<Config, 'codeDelivery'>): void {
  const missing = (Object.keys(config.codeDelivery) as CodeChannel[]).filter(
    (channel) => config.codeDelivery[channel] === 'none',
  );
  if (missing.length === 0) return;
  const need = {
    phone: 'an SMS provider for phone codes (registration, password recovery, binding)',
    email: 'an SMTP server for email codes (password recovery, binding)',
  };
  const lines = missing.map(
    (channel) =>
      `  ${CODE_PROVIDER_VARIABLE[channel]}: production needs ${need[channel]}; without one they never arrive`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
