import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../support/stack.ts';

const brandsDir = path.join(root, 'brands');
const codes = fs
  .readdirSync(brandsDir)
  .filter((d) => fs.existsSync(path.join(brandsDir, d, 'brand.json')));
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-all-brands-'));

afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

// The builds read no database: CI's second run of the tests (on PostgreSQL) would build the same 19
// folders again for nothing, so only the run on the embedded database builds them.
describe.skipIf(process.env.DATABASE_URL)('brand builds', () => {
  it('builds every one of the 19 site codes into its own folder with its own name', () => {
    expect(codes).toHaveLength(19);
    const result = spawnSync('node', ['apps/web/scripts/build-all.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WEB_OUT_DIR: outDir },
    });
    expect(result.status, result.stderr).toBe(0);
    const titles = new Set<string>();
    for (const code of codes) {
      const brand = JSON.parse(fs.readFileSync(path.join(brandsDir, code, 'brand.json'), 'utf8'));
      const html = fs.readFileSync(path.join(outDir, code, 'index.html'), 'utf8');
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, code).toBe(brand.names[brand.defaultLocale]);
      expect(html, code).toContain(`lang="${brand.defaultLocale}"`);
      expect(fs.existsSync(path.join(outDir, code, 'sw.js')), code).toBe(true);
      // The entry's stylesheet comes inside the page (inline-entry-css.ts), not as a request: its
      // only <link> is disabled, there for Vite's preloader to find.
      expect(html, code).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/);
      expect(html, code).toMatch(/<style>[^<]*\.tabbar\b/);
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, code, 'manifest.webmanifest'), 'utf8'),
      );
      expect(manifest.theme_color, code).toBe(brand.theme.colors.background);
      titles.add(title ?? '');
    }
    expect(titles.size).toBe(19);
  }, 600_000);

  it('stops on an unknown site code with a message naming the known ones', () => {
    const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', SITE: 'nosuchbrand', WEB_OUT_DIR: outDir },
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain('Unknown site code "nosuchbrand"');
    expect(`${result.stdout}${result.stderr}`).toContain('pgdz');
    expect(fs.existsSync(path.join(outDir, 'nosuchbrand'))).toBe(false);
  });
});
