// Bundle and Lighthouse benchmark of the member site's mobile home (see bench/README.md).
// One run: build the pgdz site and a bare React 19 app, measure the JS each needs for its first
// paint in a real browser, then run Lighthouse (mobile) against the real server.
// Exits 0 when targets are missed (benchmarks inform, they do not fail CI); non-zero on errors.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = 'pgdz';
const BUNDLE_TARGET = 2.0;
const LH_TARGET = 95;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const HOME_TEXT = '游戏即将上线，敬请期待';

// Vite and the React plugin are installed only in apps/web, so resolve them from there: the bare
// app is then built by the very same Vite as the site.
const webRequire = createRequire(path.join(ROOT, 'apps/web/package.json'));
const importFromWeb = (name) => import(pathToFileURL(webRequire.resolve(name)).href);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-bench-'));
const cleanups = [];

/** Runs a command; resolves with its output, rejects with the output when it fails. */
function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out}`)),
    );
  });
}

async function buildSite(outDir) {
  const env = { ...process.env, SITE, WEB_OUT_DIR: outDir, NODE_ENV: 'production' };
  await run('npm', ['run', 'build', '-w', 'apps/web'], env);
  return path.join(outDir, SITE);
}

async function buildBareReact(dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>\n',
  );
  fs.writeFileSync(
    path.join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n",
  );
  const { build } = await importFromWeb('vite');
  const { default: react } = await importFromWeb('@vitejs/plugin-react');
  const nm = path.join(ROOT, 'node_modules');
  const outDir = path.join(dir, 'dist');
  await build({
    root: dir,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // The temp folder has no node_modules: point react at the monorepo's single copy.
    resolve: {
      alias: { react: path.join(nm, 'react'), 'react-dom': path.join(nm, 'react-dom') },
      dedupe: ['react', 'react-dom'],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

/** Tiny static server for the bare app's dist; port 0 picks a free port. */
function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };
  const server = http.createServer((req, res) => {
    const rel = path.posix.normalize(decodeURIComponent(req.url.split('?')[0])).replace(/^\/+/, '');
    let file = path.join(dir, rel);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      cleanups.push(() => new Promise((r) => server.close(r)));
      resolve(`http://localhost:${server.address().port}`);
    }),
  );
}

/** Starts the real Kirin server on the given build; resolves with its base URL. */
function startKirin(webDistDir) {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: webDistDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  delete env.DATABASE_URL; // no Postgres or Redis: the server falls back to embedded storage
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  cleanups.push(() => new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => (clearTimeout(killer), resolve()));
    child.kill('SIGTERM');
  }));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server not ready after 90s\n${out}`)), 90_000);
    const onData = (d) => {
      out += d;
      const m = out.match(/Kirin is ready at (http:\/\/localhost:\d+)/);
      if (m) (clearTimeout(timer), resolve(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`server exited ${code}\n${out}`))));
  });
}

const mobileContext = (browser, userAgent = IPHONE_UA) =>
  browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true,
    hasTouch: true, serviceWorkers: 'block' }); // the worker registers after paint; keep it out

/** Entry + modulepreload scripts of index.html, plus the /assets/*.js a browser fetched before
 *  the text was visible. Sizes come from the files on disk. */
async function firstPaintJs(browser, name, baseUrl, urlPath, distDir, text) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const wanted = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (/\btype="module"/.test(tag) && src) wanted.add(new URL(src, baseUrl).pathname);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (/\brel="modulepreload"/.test(tag) && href) wanted.add(new URL(href, baseUrl).pathname);
  }
  const context = await mobileContext(browser);
  const page = await context.newPage();
  let painted = false;
  page.on('response', (res) => {
    const p = new URL(res.url()).pathname;
    if (!painted && p.startsWith('/assets/') && p.endsWith('.js') && !/(^|\/)(sw|workbox)/.test(p)) wanted.add(p);
  });
  await page.goto(baseUrl + urlPath);
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: 30_000 });
  painted = true;
  const layout = await page.evaluate(() => document.documentElement.dataset.layout ?? null);
  await context.close();
  const files = [...wanted].sort().map((p) => {
    const bytes = fs.readFileSync(path.join(distDir, p));
    return { file: p, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (k) => files.reduce((n, f) => n + f[k], 0);
  return { app: name, layout, files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Does the site give this user agent the mobile layout (the one with the tab bar)? */
async function getsMobileLayout(browser, url, userAgent) {
  const context = await mobileContext(browser, userAgent);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByText(HOME_TEXT).first().waitFor({ state: 'visible', timeout: 30_000 });
  const mobile = (await page.locator('.tabbar').count()) > 0;
  await context.close();
  return mobile;
}

async function lighthouse(url, extraArgs) {
  const out = path.join(tmp, 'lh.json');
  await run(path.join(ROOT, 'node_modules/.bin/lighthouse'), [url, '--form-factor=mobile',
    '--only-categories=performance,accessibility', `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--output=json', `--output-path=${out}`, '--quiet', ...extraArgs],
    { ...process.env, CHROME_PATH: CHROMIUM });
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8);

async function main() {
  process.env.NODE_ENV = 'production'; // for the Vite JS API build of the bare app
  const [siteDist, bareDist] = [await buildSite(path.join(tmp, 'web')), await buildBareReact(path.join(tmp, 'bare'))];
  const baseUrl = await startKirin(path.dirname(siteDist));
  const bareUrl = await serveStatic(bareDist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  cleanups.unshift(() => browser.close());

  const site = await firstPaintJs(browser, `kirin ${SITE} /app/home`, baseUrl, '/app/home', siteDist, HOME_TEXT);
  const bare = await firstPaintJs(browser, 'bare react 19', bareUrl, '/', bareDist, 'Hello');
  if (site.layout !== 'mobile') throw new Error(`expected the mobile layout, got ${site.layout}`);
  const ratio = site.gzip / bare.gzip;

  console.log(`\nJavaScript for the first paint of the mobile home (gzip -9 per file)`);
  console.log(`${'app'.padEnd(24)}${'files'.padStart(6)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}`);
  for (const r of [site, bare]) {
    console.log(`${r.app.padEnd(24)}${String(r.files.length).padStart(6)} ${kb(r.raw)} ${kb(r.gzip)}`);
  }
  console.log(`ratio: ${ratio.toFixed(2)}x (target <= ${BUNDLE_TARGET.toFixed(2)}x)`);

  // Lighthouse's default mobile UA (a Moto G) must reach our mobile layout; otherwise emulate an iPhone.
  const { userAgents } = await import(pathToFileURL(path.join(ROOT, 'node_modules/lighthouse/core/config/constants.js')).href);
  const homeUrl = `${baseUrl}/app/home`;
  const lhUaMobile = await getsMobileLayout(browser, homeUrl, userAgents.mobile);
  const lhr = await lighthouse(homeUrl, lhUaMobile ? [] : [`--emulatedUserAgent=${IPHONE_UA}`]);
  const score = (c) => Math.round(lhr.categories[c].score * 100);
  const perf = score('performance');
  const a11y = score('accessibility');
  console.log(`\nlighthouse UA: ${lhr.environment.networkUserAgent} (${lhUaMobile ? 'default' : 'overridden'}; mobile layout)`);
  console.log(`lighthouse performance: ${perf} (target >= ${LH_TARGET})`);
  console.log(`lighthouse accessibility: ${a11y} (target >= ${LH_TARGET})`);

  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1);
  if (failing.length) console.log('failing accessibility audits:');
  for (const a of failing) {
    console.log(`  - ${a.title} [${a.id}]`);
    for (const item of (a.details?.items ?? []).slice(0, 5)) {
      if (item.node) console.log(`      ${item.node.selector}  ${item.node.snippet}`);
    }
  }
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.details.overallSavingsMs > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .slice(0, 3);
  if (opportunities.length) console.log('top performance opportunities:');
  for (const a of opportunities) console.log(`  - ${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);

  const results = path.join(ROOT, 'bench/results');
  fs.mkdirSync(results, { recursive: true });
  const json = {
    date: new Date().toISOString(), site: SITE, apps: [site, bare],
    ratio: Number(ratio.toFixed(3)), target: BUNDLE_TARGET,
    lighthouse: { performance: perf, accessibility: a11y, target: LH_TARGET,
      userAgent: lhr.environment.networkUserAgent, failingAccessibility: failing.map((a) => a.id),
      opportunities: opportunities.map((a) => ({ id: a.id, savingsMs: Math.round(a.details.overallSavingsMs) })) },
  };
  fs.writeFileSync(path.join(results, 'bundle.json'), `${JSON.stringify(json, null, 2)}\n`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
}
