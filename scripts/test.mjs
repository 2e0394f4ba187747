// `npm test`: every suite in turn, stopping at the first that fails, with the time each took (CI's
// log then shows where its hour goes).
//
// KIRIN_DATABASE_ONLY=1 runs only the suites that read a database (the server's and the browser
// journeys). CI sets it on its second run, on PostgreSQL with Redis: lint, types and the database-free
// unit suites (contract, tools, simulators, member site, console) give the same answer on any
// database and have already passed on the first run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const databaseOnly = process.env.KIRIN_DATABASE_ONLY === '1';

/** [name, npm arguments, reads a database] */
const steps = [
  ['lint', ['run', 'lint'], false],
  ['typecheck', ['run', 'typecheck'], false],
  ['packages/contract', ['test', '-w', 'packages/contract'], false],
  ['tools', ['test', '-w', 'tools'], false],
  ['apps/gateway-sim', ['test', '-w', 'apps/gateway-sim'], false],
  ['apps/venue-sim', ['test', '-w', 'apps/venue-sim'], false],
  ['apps/sports-feed', ['test', '-w', 'apps/sports-feed'], false],
  ['apps/web', ['test', '-w', 'apps/web'], false],
  ['apps/admin', ['test', '-w', 'apps/admin'], false],
  ['apps/server', ['test', '-w', 'apps/server'], true],
  ['e2e', ['test', '-w', 'e2e'], true],
];

// A workspace with tests that is not in the list above would silently never run.
const listed = new Set(steps.map(([name]) => name));
for (const dir of ['packages', 'apps']) {
  for (const name of fs.readdirSync(dir)) {
    const manifest = path.join(dir, name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { scripts } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (scripts?.test && !listed.has(`${dir}/${name}`)) {
      console.error(`scripts/test.mjs: ${dir}/${name} has tests but is not in its list of steps`);
      process.exit(1);
    }
  }
}

const timings = [];
const started = Date.now();
for (const [name, args, readsDatabase] of steps) {
  if (databaseOnly && !readsDatabase) {
    console.log(`\n== ${name}: skipped (KIRIN_DATABASE_ONLY=1: reads no database)`);
    continue;
  }
  console.log(`\n== ${name}`);
  const at = Date.now();
  const { status, signal } = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - at) / 1000);
  timings.push(`${name} ${seconds} s`);
  if (status !== 0) {
    console.error(`\n== ${name} failed (${signal ?? `exit ${status}`}) after ${seconds} s`);
    console.error(
      timings
        .slice(0, -1)
        .map((t) => `   passed before it: ${t}`)
        .join('\n'),
    );
    process.exit(status || 1);
  }
  console.log(`\n== ${name} passed in ${seconds} s`);
}
console.log(`\n== every suite passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(timings.map((t) => `   ${t}`).join('\n'));
