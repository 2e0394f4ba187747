import fs from 'node:fs';
import path from 'node:path';
import {
  brandSchema,
  DEFAULT_SITE_CODE,
  isSiteCode,
  SITE_CODES,
  type Brand,
  type SiteCode,
} from '@kirin/contract';

export const brandsRoot = path.resolve(import.meta.dirname, '../../brands');

/** The brand of this build: `SITE` (default pgdz). An unknown code stops the build. */
export function selectBrand(site: string | undefined): {
  code: SiteCode;
  dir: string;
  brand: Brand;
} {
  const code = site?.trim() || DEFAULT_SITE_CODE;
  if (!isSiteCode(code)) {
    throw new Error(
      `Unknown site code "${code}" (SITE). Known site codes: ${SITE_CODES.join(', ')}`,
    );
  }
  const dir = path.join(brandsRoot, code);
  const brand = brandSchema.parse(
    JSON.parse(fs.readFileSync(path.join(dir, 'brand.json'), 'utf8')),
  );
  return { code, dir, brand };
}
