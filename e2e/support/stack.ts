import { constants, publicEncrypt } from 'node:crypto';
import { fetchPost, signInOperator } from '../../apps/server/src/testing/operator-sign-in.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { popupHideDay, SITE_CODES } from '@kirin/contract';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const root = path.resolve(import.meta.dirname, '../..');
export const artifacts = path.join(root, 'e2e/artifacts');

/** Builds the given brands with the real build command (two at a time) into a folder of this run. */
export function buildBrands(codes: string[], outDir: string): void {
  const result = spawnSync('node', ['apps/web/scripts/build-all.mjs', ...codes], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`building the brands ${codes.join(', ')} failed`);
}

/** Builds the operator console into `outDir`. */
export function buildAdmin(outDir: string): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/admin'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ADMIN_OUT_DIR: outDir },
  });
  if (result.status !== 0) throw new Error(`the console's build failed (${result.status})`);
}

export type RunningServer = {
  url: string;
  port: number;
  /** Everything the server has written to stdout and stderr so far (its log). */
  output(): string;
  stop(): Promise<void>;
};

/** How codes travel is each journey's choice (`env`), never the caller's shell's. */
const CODE_DELIVERY_VARIABLES = ['SMS_OUTBOX', 'SMTP_URL', 'SMS_HTTP_URL', 'SMS_HTTP_TOKEN'];

let databases = 0;

/**
 * A fresh database of its own for one server when the run is on PostgreSQL (`DATABASE_URL`, CI's
 * second run), dropped when it stops; undefined on the embedded run. The cache stays in-process:
 * journeys' servers run side by side and must not share rate limits or sessions through Redis.
 */
function freshDatabase(): { url: string; drop(): void } | undefined {
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  const name = `kirin_e2e_${process.pid}_${Date.now()}_${(databases += 1)}`;
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const psql = (command: string) => {
    const result = spawnSync('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', command], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`psql ${command}: ${result.stderr}`);
  };
  psql(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`drop database if exists ${name} with (force)`),
  };
}

/**
 * The real server as `npm start` runs it (its own process, a fresh database with demo data: the
 * embedded one, or one on `DATABASE_URL`'s PostgreSQL server), on a free port, serving the brand
 * builds in `webDist`.
 */
export async function startServer(
  webDist: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-e2e-data-'));
  const inherited = { ...process.env };
  for (const name of CODE_DELIVERY_VARIABLES) delete inherited[name];
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // No journey bets on sports yet: the demo feed's odds moves would only load each server.
    SPORTS_FEED: 'off',
    ...extraEnv,
  };
  const database = freshDatabase();
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const record = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const port = await new Promise<number>((resolve, reject) => {
    // A first start migrates and seeds all 19 brands: about 15 s on an idle machine, over a
    // minute once on a busy one (a local CI beside a proof at full size).
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = () => {
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    port,
    url: `http://localhost:${port}`,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
      database?.drop();
    },
  };
}

/**
 * Debian's Chromium (never a downloaded one), with the flags this machine's closed network needs.
 * Its contexts have said "don't show again today" to every site's pop-up, as a returning member
 * would, so journeys about other pages are not covered by one; `{ popups: true }` keeps them.
 */
export async function launchChromium(options: { popups?: boolean } = {}): Promise<Browser> {
  const browser = await launchBareChromium();
  if (options.popups) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript(
      ({ sites, day }) => {
        try {
          for (const site of sites) localStorage.setItem(`popup-hide:site-${site}`, day);
        } catch {
          // about:blank has no storage; the real page runs this again.
        }
      },
      { sites: [...SITE_CODES], day: popupHideDay(new Date()) },
    );
    return context;
  };
  return browser;
}

function launchBareChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A foreign host name that reaches our server, to see the domain-hijack notice.
      '--host-resolver-rules=MAP hijacked.example 127.0.0.1',
    ],
  });
}

export const IPHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export const DESKTOP = {
  viewport: { width: 1440, height: 900 },
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
} as const;

export type Kind = 'mobile' | 'desktop';

/** The operator password the journeys that act as an operator give the server. */
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

/**
 * The server settings of journeys that sign members up by SMS code: the operator logged in, no
 * captcha, codes readable from the operator outbox, and room for every journey sending from
 * 127.0.0.1 (the per-phone limits still apply).
 */
export const SIGN_UP_ENV = {
  ADMIN_PASSWORD,
  CAPTCHA: 'off',
  SMS_OUTBOX: 'on',
  CODE_LIMIT_PER_IP_MINUTE: '1000',
  CODE_LIMIT_PER_IP_HOUR: '1000',
};

/** A journey's page, with the uncaught script errors it has thrown so far. */
export type JourneyPage = Page & { errors: string[] };

export type JourneyStack = {
  /** `http://localhost:<port>` of this file's server. */
  readonly url: string;
  /** The operator's token; empty unless the server was given ADMIN_PASSWORD. */
  readonly operator: string;
  /** What this file's server has logged so far. */
  serverLog(): string;
  /** This file's server under another host name, as a brand's domain reaches it. */
  base(host: string): string;
  /**
   * A page in a new browser context of `kind`, signed in with `token` (the session token the site
   * keeps) when given, and opened at `path` (on `host`, default localhost) when given.
   */
  open(
    kind: Kind,
    options?: { token?: string; path?: string; host?: string },
  ): Promise<JourneyPage>;
};

/**
 * One journey file's stack: before its tests, the real server with `env` (serving the brand builds
 * of this run), Chromium, and the operator logged in when `env` has ADMIN_PASSWORD; after them,
 * all closed again.
 */
export function useJourneyStack(env: Record<string, string> = {}): JourneyStack {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let operator = '';
  const contexts: BrowserContext[] = [];
  const running = () => {
    if (!server || !browser) throw new Error('the journey stack is used before its beforeAll');
    return { server, browser };
  };

  beforeAll(async () => {
    server = await startServer(inject('webDist'), { ADMIN_DIST_DIR: inject('adminDist'), ...env });
    browser = await launchChromium();
    if (env.ADMIN_PASSWORD) operator = await operatorToken(server.url, env.ADMIN_PASSWORD);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const base = (host: string) => `http://${host}:${running().server.port}`;
  return {
    get url() {
      return running().server.url;
    },
    get operator() {
      return operator;
    },
    serverLog: () => running().server.output(),
    base,
    async open(kind, { token, path: at, host = 'localhost' } = {}) {
      const context = await running().browser.newContext(kind === 'mobile' ? IPHONE : DESKTOP);
      contexts.push(context);
      if (token) await context.addInitScript((t) => sessionStorage.setItem('t', t), token);
      const page = (await context.newPage()) as JourneyPage;
      page.errors = [];
      page.on('pageerror', (error) => page.errors.push(error.message));
      if (at !== undefined) await page.goto(`${base(host)}${at}`);
      return page;
    },
  };
}

export function screenshotPath(name: string): string {
  fs.mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, `${name}.png`);
}

/** A password as the member site sends it: RSA-OAEP-SHA256 with the site's key, base64. */
export async function sealPassword(serverUrl: string, plain: string): Promise<string> {
  const md = (await (await fetch(`${serverUrl}/api/findmed/v1/md`)).json()) as {
    data: { rsaPublicKey: string };
  };
  return publicEncrypt(
    { key: md.data.rsaPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  ).toString('base64');
}

/** Logs a member in over the API, as the member site does (CAPTCHA=off), and returns the token. */
export async function memberToken(
  serverUrl: string,
  account: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${serverUrl}/api/f/v1/member/login/mpe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account,
      password: await sealPassword(serverUrl, password),
      captcha: 'off',
    }),
  });
  const token = res.headers.get('id');
  if (!token) throw new Error(`log-in of ${account} failed: ${await res.text()}`);
  return token;
}

/** The demo member's token. */
export const demoToken = (serverUrl: string) => memberToken(serverUrl, 'demo01', 'Demo123456');

let phoneSeq = 0;
/** A mainland mobile number no other journey of this run uses. */
export function nextPhone(): string {
  phoneSeq += 1;
  const time = String(Date.now() % 100_000).padStart(5, '0');
  return `13${process.pid % 10}${time}${String(phoneSeq).padStart(3, '0')}`;
}

/**
 * The newest code sent to `target` ("+86137..."), read from the operator outbox (SMS_OUTBOX=on,
 * or demo mode: no provider configured).
 */
export async function outboxCode(serverUrl: string, operator: string, target: string) {
  for (let i = 0; i < 20; i += 1) {
    const body = await apiJson<{ data: { list: { code: string }[] } }>(
      serverUrl,
      `/api/admin/v1/outbox?target=${encodeURIComponent(target)}`,
      { headers: { t: operator } },
    );
    if (body.data.list[0]) return body.data.list[0].code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code for ${target}`);
}

/**
 * Registers a member over the API as the register page does (CAPTCHA=off, a phone verified by a
 * code from the outbox, adult confirmed) and returns the session token.
 */
export async function registerByApi(
  serverUrl: string,
  operator: string,
  member: { account: string; password: string; inviteCode?: string },
): Promise<string> {
  const phone = nextPhone();
  const post = (pathname: string, body: Record<string, unknown>) =>
    fetch(`${serverUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/service/sms', { type: 'phone', purpose: 'register', areaCode: '86', phone });
  const sealed = await sealPassword(serverUrl, member.password);
  const res = await post('/api/f/v1/member/register', {
    account: member.account,
    password: sealed,
    confirmPassword: sealed,
    areaCode: '86',
    phone,
    code: await outboxCode(serverUrl, operator, `+86${phone}`),
    captcha: 'off',
    adult: '1',
    invite_code: member.inviteCode ?? '',
  });
  const token = res.headers.get('id');
  if (!token) throw new Error(`registering ${member.account} failed: ${await res.text()}`);
  return token;
}

/** The form control labelled `label` (a page section may carry the same name). */
export const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input, select, textarea'));

/** Logs an operator in over the API and returns the token. */
export async function operatorToken(serverUrl: string, password: string): Promise<string> {
  // The admin moves money: the first log-in enrols the second factor, as a person would.
  return signInOperator(fetchPost(serverUrl), serverUrl, 'admin', password);
}

/** The parsed JSON of a request to the server. */
export async function apiJson<T>(serverUrl: string, pathname: string, init: RequestInit = {}) {
  const res = await fetch(`${serverUrl}${pathname}`, init);
  return (await res.json()) as T;
}
