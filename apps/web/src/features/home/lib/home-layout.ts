// brand.json's `homeLayout` (contract HOME_LAYOUTS) chooses the home's arrangement at build time;
// home-page.tsx reads it. It is optional (the contract defaults it to `standard`), so most brand
// files lack it: declared here as a field that can be missing.
//
// Only hgty (豪冠體育) has the showcase: the one Hong Kong brand (zh-HK, its own market),
// sports-first and premium in identity, whose home leads with its promotions and lays the
// catalogue open (brands/README.md, "Home layouts").
import type { HomeLayout } from '@kirin/contract';

declare module '@brand/brand.json' {
  export const homeLayout: HomeLayout | undefined;
}
