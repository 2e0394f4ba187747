import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandIconSvg, brandTokensCss } from './brand-assets.ts';
import { selectBrand } from './brand-config.ts';
import { inlineEntryCss } from './inline-entry-css.ts';
import { precompress } from './precompress.ts';
import { routeHtml } from './route-html.ts';

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

/** A chunk group's test: the module is one of these files of src/. */
const inSrc = (files: string[]) => (id: string) =>
  files.some((file) => id.endsWith(`/apps/web/src/${file}`));

/**
 * The signed-in member's part of the frames: header balance and account menu, log-out, and the
 * member info, unread count and game heartbeat kept fresh while the session lasts.
 */
const MEMBER_FRAME = [
  'app/layouts/member-actions.tsx',
  'app/layouts/member-duties.tsx',
  'app/session-bootstrap.tsx',
  'app/use-logout.ts',
  'components/account-entry.tsx',
  'components/balance-chip.tsx',
  'components/member-menu.ts',
  'components/unread-badge.tsx',
  'features/games/api/send-heartbeat.ts',
  'features/games/hooks/use-heartbeat.ts',
];

/**
 * React Router 7 resolves to its development build under every export condition (the production
 * one only turns its dev warnings off; remix-run/react-router#14102). A build takes the production
 * file: the warnings' code and strings are dropped from the first paint. Tests keep the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    brandHtml(),
    inlineEntryCss(),
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
    routeHtml(brand.defaultLocale),
    precompress(),
  ],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
      { find: '@brand', replacement: dir },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  define: {
    __SITE__: JSON.stringify(code),
    __BUILD_ID__: JSON.stringify(buildId),
    // A literal, so a standard brand's build drops the showcase home's import and chunk.
    __HOME_LAYOUT__: JSON.stringify(brand.homeLayout),
  },
  // WEB_OUT_DIR lets tests and benchmarks build into a folder of their own.
  build: {
    outDir: path.join(process.env.WEB_OUT_DIR ?? 'dist', code),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the site supports preloads modules itself (Safari since 17, Chrome since 66):
    // the polyfill would only add bytes to the first paint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs, in one file: the entry's static imports (React, the
            // router, i18n, the query client, the shell and the home page). Left to itself Rolldown
            // cuts them into dozens of small chunks shared with other pages, each a request and
            // each compressed on its own.
            { name: 'index', tags: ['$initial'], priority: 30 },
            // The tables of the other routes, of the pages' modules and of their texts' parts,
            // needed together by the first page other than the home.
            {
              name: 'pages',
              test: inSrc([
                'app/pages.ts',
                'i18n/parts.ts',
                'app/router.tsx',
                'app/content-routes.ts',
              ]),
              priority: 20,
            },
            // What rich text may hold (the contract's rules): shared by the sanitiser and the
            // content routes. Left to itself Rolldown puts it in the route table's file, which the
            // site pop-up's sanitiser then has to load before the page's largest paint.
            {
              name: 'content-rules',
              test: (id: string) => id.endsWith('/packages/contract/src/content.ts'),
              priority: 25,
            },
            // What a session adds to the frames: one file, loaded as soon as there is one.
            { name: 'member', test: inSrc(MEMBER_FRAME), priority: 20 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
