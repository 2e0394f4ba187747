import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // A worker runs file after file and keeps what they imported: importing the whole server took
    // seconds per file. Each file still has an app and a database of its own (testing/test-app.ts)
    // and vitest restores spies between files, but the modules (and process.env) are shared: keep
    // no state in them that one file could leave for the next (testing/operator-sign-in.ts keys its
    // tokens by app or run). vi.mock and fake timers would leak too: a file that needs them belongs
    // in a project of its own with isolate: true.
    isolate: false,
    // Migrates one database before any file runs; each file's database starts as a copy of it.
    globalSetup: ['src/testing/global-setup.ts'],
    maxWorkers: 2,
    // PGlite boots a WASM Postgres per test file and argon2 is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
