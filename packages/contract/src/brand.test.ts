import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyticsForHost, brandSchema } from './brand.ts';
import type { AnalyticsItem, Brand } from './brand.ts';

const BRANDS_DIR = fileURLToPath(new URL('../../../brands/', import.meta.url));

const brandFiles: ReadonlyArray<readonly [string, unknown]> = readdirSync(BRANDS_DIR, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && existsSync(join(BRANDS_DIR, entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort()
  .map((code) => [
    code,
    JSON.parse(readFileSync(join(BRANDS_DIR, code, 'brand.json'), 'utf8')) as unknown,
  ]);

const REMOVE = Symbol('remove');
type Path = readonly (string | number)[];

/** A deep copy of a real brand with one value replaced (or removed) at `path`. */
function brokenBrand(path: Path, value: unknown): unknown {
  const brand = structuredClone(brandFiles[0]![1]);
  let node = brand as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return brand;
}

describe('brandSchema on the real brands', () => {
  it('finds all 19 brands', () => {
    expect(brandFiles).toHaveLength(19);
  });

  it.each(brandFiles)('accepts brands/%s/brand.json', (code, json) => {
    const result = brandSchema.safeParse(json);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data?.code).toBe(code);
  });
});

describe('brandSchema rejects', () => {
  it('starts from a brand that parses', () => {
    expect(brandSchema.safeParse(brokenBrand(['code'], brandFiles[0]![0])).success).toBe(true);
  });

  const firstScript = ['analytics', 'scriptsList', 'default', 0] as const;
  it.each<[string, Path, unknown]>([
    ['an unknown top-level key', ['unexpected'], true],
    ['an unknown key in names', ['names', 'fr'], 'Nom'],
    ['an unknown key in theme.colors', ['theme', 'colors', 'accent'], '#123456'],
    ['a colour without #', ['theme', 'colors', 'primary'], 'D4AF37'],
    ['a three-digit colour', ['theme', 'colors', 'primary'], '#FFF'],
    ['a colour with alpha', ['theme', 'colors', 'text'], '#F5F1E6FF'],
    ['a colour with a non-hex digit', ['theme', 'colors', 'danger'], '#F0565G'],
    ['a named colour', ['theme', 'colors', 'surface'], 'black'],
    ['a scriptsList without default', ['analytics', 'scriptsList', 'default'], REMOVE],
    ['an http analytics url', [...firstScript, 'url'], 'http://v1.cnzz.com/z_stat.php?id=1'],
    ['a protocol-relative analytics url', [...firstScript, 'url'], '//js.users.51.la/1.js'],
    ['a javascript: analytics url', [...firstScript, 'url'], 'javascript:alert(1)'],
    ['an unknown key in an analytics item', [...firstScript, 'async'], '1'],
    ['an empty platform_ck', [...firstScript, 'platform_ck'], ''],
    ['an unknown locale', ['defaultLocale'], 'fr'],
    ['an unknown currency', ['currency'], 'EUR'],
    ['no hosts', ['hosts'], []],
    ['no game types', ['gameTypeIds'], []],
    ['a negative game type', ['gameTypeIds'], [-1]],
    ['an unknown currencyIcon kind', ['currencyIcon'], { kind: 'svg', src: 'x' }],
    ['a missing logo', ['logo'], REMOVE],
  ])('%s', (_name, path, value) => {
    expect(brandSchema.safeParse(brokenBrand(path, value)).success).toBe(false);
  });
});

describe('analyticsForHost', () => {
  const item = (platform_ck: string): AnalyticsItem => ({
    url: `https://js.users.51.la/${platform_ck}.js`,
    platform_ck,
  });
  const brand: Pick<Brand, 'analytics'> = {
    analytics: {
      scriptsList: {
        default: [item('1')],
        'm.site.example': [item('2')],
        'www.site.example': [item('3'), item('4')],
        'empty.site.example': [],
      },
    },
  };

  it.each<[string | undefined, string[]]>([
    ['m.site.example', ['2']],
    ['www.site.example', ['3', '4']],
    // a port is not part of the host
    ['m.site.example:8080', ['2']],
    ['www.site.example:443', ['3', '4']],
    // host names are case-insensitive
    ['M.Site.Example', ['2']],
    ['WWW.SITE.EXAMPLE:3000', ['3', '4']],
    // an explicitly empty list stays empty
    ['empty.site.example', []],
    // anything else falls back to default
    ['site.example', ['1']],
    ['other.example', ['1']],
    ['m.site.example.evil.example', ['1']],
    ['', ['1']],
    [undefined, ['1']],
    [':8080', ['1']],
    ['default', ['1']],
    ['toString', ['1']],
    ['__proto__', ['1']],
  ])('%j → %j', (host, expected) => {
    expect(analyticsForHost(brand, host).map((i) => i.platform_ck)).toEqual(expected);
  });

  it('gives nothing when the list has no default', () => {
    expect(analyticsForHost({ analytics: { scriptsList: {} } }, 'm.site.example')).toEqual([]);
  });

  it.each(brandFiles)('serves every host of brands/%s', (_code, json) => {
    const real = brandSchema.parse(json);
    for (const host of real.hosts) {
      const expected = real.analytics.scriptsList[host] ?? real.analytics.scriptsList['default'];
      expect(analyticsForHost(real, host)).toEqual(expected);
      expect(analyticsForHost(real, `${host.toUpperCase()}:5173`)).toEqual(expected);
    }
  });
});
