// The brand folder is chosen at build time (vite.config.ts aliases @brand to brands/<SITE>/).
declare module '@brand/brand.json' {
  import type { Brand } from '@kirin/contract';
  const brand: Brand;
  export default brand;
}

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot import
declare const __SITE__: import('@kirin/contract').SiteCode;
declare const __BUILD_ID__: string;
