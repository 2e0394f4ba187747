// Bundle and Lighthouse benchmark of the member site's mobile home (see bench/README.md).
// One run builds the pgdz site and a bare React 19 app, measures the JS each needs for its first
// paint in a real browser, then runs Lighthouse (mobile) against the real server. Missed targets
// still exit 0 (benchmarks inform, they do not fail CI); only errors exit non-zero.
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
const TARGETS = { ratio: 2.0, lighthouse: 95, sports: { performance: 90, accessibility: 95 } };
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  ...['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  ...['--disable-background-networking', '--disable-component-update', '--disable-sync'],
];
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// What shows a page has painted: a game tile of the home's lobby (whatever the demo catalogue
// holds), a match row of the sports lobby (the demo feed's).
const HOME_READY = '.game-card-name';
const SPORTS_READY = '.event-row';

// Vite and the React plugin are installed only in apps/web: resolving them from there builds the
// bare app with the very same Vite as the site.
const webRequire = createRequire(path.join(ROOT, 'apps/web/package.json'));
const importFrom = (req, name) => import(pathToFileURL(req.resolve(name)).href);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-bench-'));
const cleanups = []; // run in order at exit, also after a failure

/** Runs a command to completion; rejects with its output when it fails. */
function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    const failed = (code) => new Error(`${cmd} ${args.join(' ')}: exit ${code}\n${out}`);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(failed(code))));
  });
}

async function buildSite(outDir) {
  const env = { ...process.env, SITE, WEB_OUT_DIR: outDir, NODE_ENV: 'production' };
  await run('npm', ['run', 'build', '-w', 'apps/web'], env);
  return path.join(outDir, SITE);
}

// The smallest React 19 app, as the yardstick: whatever the site adds on top of it is ours.
const BARE_APP = {
  'index.html': `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Bare</title>
    </head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>`,
  'main.jsx': `import { createRoot } from 'react-dom/client';
    createRoot(document.getElementById('root')).render(<h1>Hello</h1>);`,
};

async function buildBareReact(dir) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(BARE_APP)) fs.writeFileSync(`${dir}/${name}`, text);
  const { build } = await importFrom(webRequire, 'vite');
  const { default: react } = await importFrom(webRequire, '@vitejs/plugin-react');
  // The temp folder has no node_modules: point react at the monorepo's single copy.
  const modules = path.join(ROOT, 'node_modules');
  const alias = { react: `${modules}/react`, 'react-dom': `${modules}/react-dom` };
  const outDir = path.join(dir, 'dist');
  await build({
    ...{ root: dir, configFile: false, mode: 'production', logLevel: 'warn' },
    ...{ plugins: [react()], resolve: { alias, dedupe: ['react', 'react-dom'] } },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

/** Tiny static server for the bare app's dist, on a free port. */
async function serveStatic(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    let file = path.join(dir, path.posix.normalize(decodeURIComponent(req.url.split('?')[0])));
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) file = `${dir}/index.html`;
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://localhost:${server.address().port}`;
}

/** Starts the real Kirin server on the given build; resolves with its base URL. */
function startKirin(webDistDir) {
  const env = { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1' };
  Object.assign(env, { LOG_LEVEL: 'warn', DATA_DIR: `${tmp}/data`, WEB_DIST_DIR: webDistDir });
  delete env.DATABASE_URL; // no Postgres or Redis: the server uses its embedded fallbacks
  delete env.REDIS_URL;
  const args = ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, { cwd: ROOT, env });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // SIGTERM lets the server close its embedded database cleanly; wait until it has.
  cleanups.push(async () => child.kill('SIGTERM') && (await exited));
  return new Promise((resolve, reject) => {
    let out = '';
    setTimeout(() => reject(new Error(`server not ready in 90 s\n${out}`)), 90_000).unref();
    child.stderr.on('data', (d) => (out += d));
    child.stdout.on('data', (d) => {
      const ready = /Kirin is ready at (http:\/\/localhost:\d+)/.exec((out += d));
      if (ready) resolve(ready[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}\n${out}`)));
  });
}

/** Opens a page as a phone, waits for `ready` (a selector); returns the /assets/*.js fetched until then. */
async function visit(browser, url, ready, userAgent = IPHONE_UA) {
  const context = await browser.newContext({
    ...{ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    serviceWorkers: 'block', // the worker (sw.js, workbox) registers after paint: not measured
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const p = new URL(res.url()).pathname;
    if (/^\/assets\/.*\.js$/.test(p) && !/\/(sw|workbox)[^/]*$/.test(p)) scripts.add(p);
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
  const painted = [...scripts]; // snapshot: anything later is not needed for the first paint
  const mobile = (await page.locator('.tabbar').count()) > 0;
  await context.close();
  return { scripts: painted, mobile };
}

/** index.html's module entry and modulepreloads plus what the browser fetched; sizes on disk. */
async function firstPaintJs(browser, app, url, distDir, ready) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const wanted = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (src && /type="module"|rel="modulepreload"/.test(tag))
      wanted.add(new URL(src, url).pathname);
  }
  const { scripts, mobile } = await visit(browser, url, ready);
  for (const p of scripts) wanted.add(p);
  const files = [...wanted].sort().map((file) => {
    const bytes = fs.readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key) => files.reduce((n, f) => n + f[key], 0);
  return { app, mobile, files, raw: sum('raw'), gzip: sum('gzip') };
}

/** Runs Lighthouse (mobile preset) and sums up scores, failing a11y audits, top opportunities. */
async function lighthouse(url, extraArgs, name = 'lighthouse') {
  const out = path.join(tmp, `${name}.json`);
  const args = [url, '--form-factor=mobile', '--only-categories=performance,accessibility'];
  args.push(`--chrome-flags=${CHROME_FLAGS.join(' ')}`, '--output=json', `--output-path=${out}`);
  const env = { ...process.env, CHROME_PATH: CHROMIUM };
  const lighthouseCli = () =>
    run(`${ROOT}/node_modules/.bin/lighthouse`, [...args, '--quiet', ...extraArgs], env);
  // Its trace recording fails now and then (e.g. NO_NAVSTART: "Please run Lighthouse again").
  const again = (error) => {
    const code = /\((\w+)\)\s*$/.exec(error.message)?.[1] ?? 'error';
    console.warn(`lighthouse failed (${code}), running it again`);
    return lighthouseCli();
  };
  await lighthouseCli().catch(again).catch(again); // a runtime error exits 1: it throws here
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  // The whole report stays beside the summary, for the audits' details.
  fs.mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  fs.copyFileSync(out, `${ROOT}/bench/results/${name}.json`);
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  // axe's explanation names the fix (e.g. the measured contrast and colours): keep its key line.
  const why = (node) => node.explanation?.split('\n').find((l) => /^ +\w/.test(l)) ?? '';
  const nodes = (items = []) =>
    items.filter((i) => i.node).map(({ node }) => [node.selector, why(node)]);
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1)
    .map((a) => ({ id: a.id, title: a.title, nodes: nodes(a.details?.items) }));
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && a.details.overallSavingsMs > 0)
    .map((a) => ({ id: a.id, title: a.title, ms: Math.round(a.details.overallSavingsMs) }))
    .sort((x, y) => y.ms - x.ms)
    .slice(0, 3);
  const userAgent = lhr.environment.networkUserAgent;
  const [performance, accessibility] = [score('performance'), score('accessibility')];
  // The metrics behind the performance score, and what the largest paint was.
  const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];
  metricIds.push('cumulative-layout-shift', 'speed-index');
  const metrics = Object.fromEntries(
    metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
  );
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpElement = lcpItems[0]?.items?.[0]?.node?.snippet ?? lcpItems[0]?.node?.snippet;
  return { performance, accessibility, userAgent, metrics, lcpElement, failing, opportunities };
}

async function main() {
  const siteDist = await buildSite(path.join(tmp, 'web'));
  process.env.NODE_ENV = 'production'; // the Vite JS API build runs in this process
  const bareDist = await buildBareReact(path.join(tmp, 'bare'));
  const baseUrl = await startKirin(path.dirname(siteDist));
  const bareUrl = await serveStatic(bareDist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  cleanups.unshift(() => browser.close());

  const homeUrl = `${baseUrl}/app/home`;
  const site = await firstPaintJs(browser, `kirin ${SITE}`, homeUrl, siteDist, HOME_READY);
  if (!site.mobile) throw new Error('the iPhone visit did not get the mobile layout (.tabbar)');
  const bare = await firstPaintJs(browser, 'bare react 19', `${bareUrl}/`, bareDist, 'h1');
  const ratio = site.gzip / bare.gzip;
  const kb = (n) => (n / 1024).toFixed(1);
  const row = (...cells) =>
    console.log(cells.map((c, i) => (i ? `${c}`.padStart(9) : c.padEnd(16))).join(''));
  console.log('JavaScript for the first paint of the mobile home (gzip -9 per file)');
  row('app', 'files', 'raw KB', 'gzip KB');
  for (const r of [site, bare]) row(r.app, r.files.length, kb(r.raw), kb(r.gzip));
  console.log(`ratio: ${ratio.toFixed(2)}x (target <= ${TARGETS.ratio.toFixed(2)}x)`);

  // Our layout is chosen by user agent: Lighthouse's mobile UA (a Moto G) must get the mobile one,
  // else Lighthouse would score the desktop layout; fall back to the iPhone UA if it does not.
  const constants = 'lighthouse/core/config/constants.js';
  const { userAgents } = await importFrom(createRequire(`${ROOT}/package.json`), constants);
  const { mobile } = await visit(browser, homeUrl, HOME_READY, userAgents.mobile);
  const uaArgs = mobile ? [] : [`--emulatedUserAgent=${IPHONE_UA}`];
  const lh = await lighthouse(homeUrl, uaArgs);
  console.log(`\nlighthouse user agent: ${lh.userAgent} (mobile layout)`);
  report('home', lh, { performance: TARGETS.lighthouse, accessibility: TARGETS.lighthouse });
  // Issue 23: the sportsbook's lobby with the demo feed's matches, loaded on demand.
  await visit(browser, `${baseUrl}/sports`, SPORTS_READY);
  const sports = await lighthouse(`${baseUrl}/sports`, uaArgs, 'lighthouse-sports');
  report('/sports', sports, TARGETS.sports);

  const results = {
    date: new Date().toISOString(),
    site: SITE,
    targets: TARGETS,
    ratio: Number(ratio.toFixed(3)),
    apps: [site, bare],
    lighthouse: lh,
    lighthouseSports: sports,
  };
  fs.mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  fs.writeFileSync(`${ROOT}/bench/results/bundle.json`, `${JSON.stringify(results, null, 2)}\n`);
}

/** Prints one Lighthouse run: scores against targets, metrics, failing audits, opportunities. */
function report(page, lh, targets) {
  console.log(
    `lighthouse ${page} performance: ${lh.performance} (target >= ${targets.performance})`,
  );
  console.log(
    `lighthouse ${page} accessibility: ${lh.accessibility} (target >= ${targets.accessibility})`,
  );
  console.log(
    `  ${Object.entries(lh.metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(', ')}`,
  );
  if (lh.lcpElement) console.log(`  largest paint: ${lh.lcpElement}`);
  if (lh.failing.length) console.log('failing accessibility audits:');
  for (const audit of lh.failing) {
    console.log(`  - ${audit.title} [${audit.id}]`);
    for (const [selector, why] of audit.nodes) console.log(`      ${selector}\n      ${why}`);
  }
  if (lh.opportunities.length) console.log('top performance opportunities:');
  for (const o of lh.opportunities) console.log(`  - ${o.title} (~${o.ms} ms) [${o.id}]`);
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
