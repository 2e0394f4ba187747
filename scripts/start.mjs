#!/usr/bin/env node
// `npm start`: builds what is missing, then serves the API and the member site on PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const site = process.env.DEFAULT_SITE || 'pgdz';
const webPackage = path.join(root, 'apps/web/package.json');

// The member site is built per brand; build the default brand when its build is missing.
if (fs.existsSync(webPackage) && JSON.parse(fs.readFileSync(webPackage, 'utf8')).scripts?.build) {
  const index = path.join(root, 'apps/web/dist', site, 'index.html');
  if (!fs.existsSync(index)) {
    console.log(`Building the member site for ${site}…`);
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE: site },
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
