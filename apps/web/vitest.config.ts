import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { selectBrand } from './brand-config.ts';

const { code, dir, brand } = selectBrand(process.env.SITE);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@brand': dir } },
  define: {
    __SITE__: JSON.stringify(code),
    __BUILD_ID__: JSON.stringify('test'),
    __HOME_LAYOUT__: JSON.stringify(brand.homeLayout),
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A page test renders lazy routes in jsdom; on a loaded 2-core machine one can take several
    // seconds. Time limits here only guard against hangs.
    testTimeout: 20_000,
    setupFiles: [path.resolve(import.meta.dirname, 'src/testing/setup.ts')],
  },
});
