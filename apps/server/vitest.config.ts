import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Migrates one database before any file runs; each file's database starts as a copy of it.
    globalSetup: ['src/testing/global-setup.ts'],
    maxWorkers: 2,
    // PGlite boots a WASM Postgres per test file and argon2 is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
