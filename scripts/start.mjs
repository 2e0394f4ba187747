#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the API and the member site on PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = process.env.DEFAULT_SITE || 'pgdz';
const webPackage = path.join(root, 'apps/web/package.json');

/** The newest modification time of any file under `dir` (0 when there is none). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const time = fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}

// The member site is built per brand; build the default brand when its build is missing or older
// than its sources (a pull of new pages must not serve yesterday's site).
if (fs.existsSync(webPackage) && JSON.parse(fs.readFileSync(webPackage, 'utf8')).scripts?.build) {
  const index = path.join(root, 'apps/web/dist', site, 'index.html');
  const sources = ['apps/web/src', 'packages/contract/src', `brands/${site}`].map((d) =>
    newest(path.join(root, d)),
  );
  if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < Math.max(...sources)) {
    console.log(`Building the member site for ${site}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE: site },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// The operator console (/admin/): one build for every brand, built the same way when missing or
// older than its sources.
const adminPackage = path.join(root, 'apps/admin/package.json');
if (fs.existsSync(adminPackage)) {
  const index = path.join(root, 'apps/admin/dist/index.html');
  const sources = ['apps/admin/src', 'packages/contract/src'].map((d) =>
    newest(path.join(root, d)),
  );
  if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < Math.max(...sources)) {
    console.log('Building the operator console…');
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/admin'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
