import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-admin-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), "console.log('console')");
  t = await createTestApp({ ADMIN_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the operator console at /admin/', () => {
  it('answers its pages with its shell, under a policy of its own', async () => {
    for (const url of ['/admin/', '/admin/finance/deposits', '/admin/audit?page=2']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('https:');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect((await t.app.inject('/admin')).headers.location).toBe('/admin/');
  });

  it('serves its assets for a year and refuses what it does not have', async () => {
    const asset = await t.app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/admin/assets/missing.js')).statusCode).toBe(404);
    expect((await t.app.inject('/admin/../package.json')).body).not.toContain('"name"');
  });

  it('is not the member site: the member shell never answers under /admin', async () => {
    const res = await t.app.inject('/admin/anything');
    expect(res.body).toContain('<title>console</title>');
    const page = await t.app.inject('/app/home');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('without a console build', () => {
  it('is a 404, not the member site', async () => {
    const bare = await createTestApp({ ADMIN_DIST_DIR: path.join(dist, 'missing') });
    try {
      const res = await bare.app.inject('/admin/');
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
