#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the API, the member site and the console on PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = process.env.DEFAULT_SITE || 'pgdz';

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

/**
 * Builds a workspace when its build (`index`, relative to the repository) is missing or older than
 * any of its `sources`: a pull of new pages must not serve yesterday's site.
 */
function buildIfStale({ label, workspace, index, sources, env = {} }) {
  if (!fs.existsSync(path.join(root, workspace, 'package.json'))) return;
  const built = path.join(root, index);
  const latest = Math.max(...sources.map((d) => newest(path.join(root, d))));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= latest) return;
  console.log(`Building ${label}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The member site is built per brand: the default brand's.
buildIfStale({
  label: `the member site for ${site}`,
  workspace: 'apps/web',
  index: `apps/web/dist/${site}/index.html`,
  sources: ['apps/web/src', 'packages/contract/src', `brands/${site}`],
  env: { SITE: site },
});
// The operator console (/admin/): one build for every brand.
buildIfStale({
  label: 'the operator console',
  workspace: 'apps/admin',
  index: 'apps/admin/dist/index.html',
  sources: ['apps/admin/src', 'packages/contract/src'],
});

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
