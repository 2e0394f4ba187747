// The brand folder is chosen at build time (vite.config.ts aliases @brand to brands/<SITE>/).
declare module '@brand/brand.json' {
  import type { Brand } from '@kirin/contract';
  // Named imports only: each field is its own export, so the build ships just the fields the code
  // reads (not the theme, the analytics list and the rest, which are used at build time).
  export const names: Brand['names'];
  export const defaultLocale: Brand['defaultLocale'];
  export const currency: Brand['currency'];
  export const hosts: Brand['hosts'];
  export const customerService: Brand['customerService'];
}

// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot import
declare const __SITE__: import('@kirin/contract').SiteCode;
declare const __BUILD_ID__: string;
/** The brand's home arrangement (brand.json `homeLayout`), a literal the build folds. */
// eslint-disable-next-line @typescript-eslint/consistent-type-imports -- a global declaration cannot import
declare const __HOME_LAYOUT__: import('@kirin/contract').HomeLayout;
