#!/usr/bin/env node
// Builds every brand (or the codes given as arguments) into dist/<code>/, a few at a time: a build
// spends half its time on one core (the service worker's bundle, brotli), so two side by side on
// a two-core machine take a quarter less than one after another. BUILD_JOBS sets how many.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const brandsDir = path.resolve(import.meta.dirname, '../../../brands');
const codes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs.readdirSync(brandsDir).filter((d) => fs.existsSync(path.join(brandsDir, d, 'brand.json')));
const jobs = Number(process.env.BUILD_JOBS) || Math.min(4, os.availableParallelism());

/** One brand's build; resolves to its exit code. */
function build(code) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'],
      {
        cwd: path.resolve(import.meta.dirname, '..'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production', SITE: code },
      },
    );
    child.on('error', () => resolve(1));
    child.on('exit', (status) => {
      if (status === 0) {
        console.log(`built ${code} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else console.error(`build of ${code} failed`);
      resolve(status ?? 1);
    });
  });
}

const queue = [...codes];
let failed = 0;
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    // A failed build stops the others from starting: the first error is the one to read.
    for (let code = queue.shift(); code !== undefined && failed === 0; code = queue.shift()) {
      const status = await build(code);
      if (status !== 0) failed = status;
    }
  }),
);
process.exit(failed);
