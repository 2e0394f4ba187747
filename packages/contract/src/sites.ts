// The brands of spec §1, in the spec's order.
export const SITE_CODES = Object.freeze([
  '10001',
  '188',
  'betwin',
  'blhg',
  'blty',
  'by',
  'ddh',
  'hgty',
  'hgtyc',
  'hx',
  'jinb',
  'jins',
  'ky',
  'ld',
  'ny',
  'pgdz',
  'tyc',
  'yhgj',
  'ylhg',
] as const);

export type SiteCode = (typeof SITE_CODES)[number];

export const DEFAULT_SITE_CODE: SiteCode = 'pgdz';

const SITE_CODE_SET: ReadonlySet<string> = new Set(SITE_CODES);

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && SITE_CODE_SET.has(value);
}

// The only brand whose site_code header differs from its code (spec §9).
const HEADER_ALIASES: Readonly<Partial<Record<SiteCode, string>>> = { hgtyc: 'hgty_tyc' };
const CODE_BY_HEADER: ReadonlyMap<string, SiteCode> = new Map(
  Object.entries(HEADER_ALIASES).map(([code, header]) => [header, code as SiteCode]),
);

/** Value sent in the `site_code` request header. */
export function siteCodeHeaderValue(code: SiteCode): string {
  return HEADER_ALIASES[code] ?? code;
}

/**
 * Inverse of siteCodeHeaderValue. The plain code 'hgtyc' is accepted too, so a client that skips
 * the alias still reaches its brand. Case-sensitive: header values are machine-written.
 */
export function siteCodeFromHeader(value: string | undefined): SiteCode | undefined {
  if (value === undefined) return undefined;
  return CODE_BY_HEADER.get(value) ?? (isSiteCode(value) ? value : undefined);
}
