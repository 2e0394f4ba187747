import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The child-process tests pay for tsx compiling main.ts on a cold start.
    testTimeout: 20_000,
  },
});
