import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandIconSvg, brandTokensCss } from './brand-assets.ts';
import { selectBrand } from './brand-config.ts';
import { precompress } from './precompress.ts';

// SITE picks the brand of this build; an unknown code throws here and stops the build.
const { code, dir, brand } = selectBrand(process.env.SITE);
const name = brand.names[brand.defaultLocale];
const buildId = new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** Brand facts the HTML needs before any script runs: language, title, colours, icon. */
function brandHtml(): Plugin {
  return {
    name: 'kirin-brand-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_LANG%', brand.defaultLocale)
        .replaceAll('%BRAND_NAME%', name)
        .replaceAll('%BRAND_THEME%', brand.theme.colors.background)
        .replaceAll('%BRAND_BASE%', brand.theme.base)
        .replace('</head>', `<style>${brandTokensCss(brand)}</style></head>`),
    configureServer(server) {
      server.middlewares.use('/icon.svg', (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(brandIconSvg(brand));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'icon.svg', source: brandIconSvg(brand) });
      const currency = path.join(dir, 'currency.svg');
      if (fs.existsSync(currency)) {
        this.emitFile({
          type: 'asset',
          fileName: 'currency.svg',
          source: fs.readFileSync(currency),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    brandHtml(),
    VitePWA({
      // The app registers the worker itself (src/app/pwa.ts) to show offline-ready and reload on update.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['icon.svg'],
      manifest: {
        name,
        short_name: name,
        lang: brand.defaultLocale,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brand.theme.colors.background,
        background_color: brand.theme.colors.background,
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        skipWaiting: true,
        clientsClaim: true,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/docs/, /^\/healthz/, /^\/readyz/],
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
      },
    }),
    precompress(),
  ],
  resolve: { alias: { '@brand': dir } },
  define: { __SITE__: JSON.stringify(code), __BUILD_ID__: JSON.stringify(buildId) },
  // WEB_OUT_DIR lets tests and benchmarks build into a folder of their own.
  build: {
    outDir: path.join(process.env.WEB_OUT_DIR ?? 'dist', code),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
