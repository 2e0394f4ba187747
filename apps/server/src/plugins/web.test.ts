import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let dist: string;

function writeBuild(site: string) {
  fs.mkdirSync(path.join(dist, site, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, site, 'index.html'), `<!doctype html><title>${site}</title>`);
  fs.writeFileSync(path.join(dist, site, 'assets', 'index-abc123.js'), `console.log('${site}')`);
  fs.writeFileSync(path.join(dist, site, 'sw.js'), 'self.skipWaiting()');
  fs.mkdirSync(path.join(dist, site, 'routes'), { recursive: true });
  fs.writeFileSync(path.join(dist, site, 'routes', 'sports.html'), `<title>${site} sports</title>`);
  const bundle = `console.log('${site}');`.repeat(200);
  fs.writeFileSync(path.join(dist, site, 'assets', 'big-abc123.js'), bundle);
  fs.writeFileSync(
    path.join(dist, site, 'assets', 'big-abc123.js.br'),
    zlib.brotliCompressSync(bundle),
  );
  fs.writeFileSync(path.join(dist, site, 'assets', 'big-abc123.js.gz'), zlib.gzipSync(bundle));
}

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-web-'));
  writeBuild('pgdz');
  writeBuild('by');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the member site', () => {
  it('serves the default brand with a CSP and SPA fallback for client routes', async () => {
    for (const url of ['/', '/app/home', '/finance/deposit/info?id=3', '/user/vip/detail']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>pgdz</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends a page its own shell where the build has one (the chunks it needs, named)', async () => {
    for (const url of ['/sports', '/sports/event/7?x=1', '/sports/bets']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>pgdz sports</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await t.app.inject({ url: '/sports', headers: { host: 'by.localhost' } });
    expect(other.body).toContain('<title>by sports</title>');
    // Only a page's own paths: not a name that merely starts alike, not the file itself.
    expect((await t.app.inject('/sportsbook')).body).toContain('<title>pgdz</title>');
    expect((await t.app.inject('/routes/sports')).body).toContain('<title>pgdz</title>');
  });

  it('picks the brand build by host', async () => {
    const res = await t.app.inject({ url: '/app/center', headers: { host: 'by.localhost' } });
    expect(res.body).toContain('<title>by</title>');
    const noBuild = await t.app.inject({ url: '/', headers: { host: 'hgty.localhost' } });
    expect(noBuild.body).toContain('<title>pgdz</title>');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject('/sw.js');
    expect(worker.headers['cache-control']).toBe('public, max-age=0');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends the precompressed copy for Accept-Encoding %s', async (accept, encoding) => {
    const res = await t.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    const body =
      encoding === 'br'
        ? zlib.brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? zlib.gunzipSync(res.rawPayload)
          : res.rawPayload;
    expect(body.toString()).toBe("console.log('pgdz');".repeat(200));
  });

  it('answers an undecodable path with a refusal in the member language', async () => {
    const res = await t.app.inject({ url: '/%E0%A4%A', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({
      status: false,
      data: null,
      code: 'BAD_REQUEST',
      msg: 'The request could not be read. Please refresh the page and try again.',
    });
  });

  it('does not count static files against the per-IP API limit', async () => {
    const limited = await createTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 6; i += 1)
        expect((await limited.app.inject('/assets/index-abc123.js')).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1)
        expect((await limited.app.inject('/api/f/v1/member/preInfo')).statusCode).toBe(200);
      expect((await limited.app.inject('/api/f/v1/member/preInfo')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers a missing file, a traversal and an unknown API path with 404, not the app shell', async () => {
    for (const url of [
      '/assets/missing.js',
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/api/nope',
      '/docsx/../api/x',
    ]) {
      const res = await t.app.inject(url);
      expect(res.body, url).not.toContain('<title>');
      expect(res.statusCode, url).toBe(404);
    }
    expect(json(await t.app.inject('/api/nope'))).toMatchObject({
      status: false,
      code: 'NOT_FOUND',
    });
  });
});
