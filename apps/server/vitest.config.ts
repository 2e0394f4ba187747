import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // PGlite boots a WASM Postgres per test file and argon2 is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
