import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { selectBrand } from './brand-config.ts';

const { code, dir } = selectBrand(process.env.SITE);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@brand': dir } },
  define: { __SITE__: JSON.stringify(code), __BUILD_ID__: JSON.stringify('test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: [path.resolve(import.meta.dirname, 'src/testing/setup.ts')],
  },
});
