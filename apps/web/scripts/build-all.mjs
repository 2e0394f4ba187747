#!/usr/bin/env node
// Builds every brand (or the codes given as arguments) into dist/<code>/, one after another.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const brandsDir = path.resolve(import.meta.dirname, '../../../brands');
const codes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs.readdirSync(brandsDir).filter((d) => fs.existsSync(path.join(brandsDir, d, 'brand.json')));

for (const code of codes) {
  const started = Date.now();
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', SITE: code },
    },
  );
  if (result.status !== 0) {
    console.error(`build of ${code} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`built ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
