import { configDefaults, defineConfig } from 'vitest/config';

// What a page looks like and which language it speaks reads no database: CI's second run (on
// PostgreSQL) leaves those journeys to the first and runs the ones that move money and state.
const presentation = ['journeys/layout-widths.test.ts', 'journeys/languages.test.ts'];

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? presentation : [])],
    globalSetup: ['support/global-setup.ts'],
    // One server and one browser at a time: journeys share them and the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
