import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSchema, type Brand } from '@kirin/contract';
import security from './security.ts';

// Each brand's pages get that brand's policy, chosen by the host as its page is (issue 20): its
// own analytics and customer-service chat, the venues' game pages, and nothing of another brand.

const brandsDir = path.resolve(import.meta.dirname, '../../../../brands');
const read = (code: string): Brand =>
  brandSchema.parse(JSON.parse(fs.readFileSync(path.join(brandsDir, code, 'brand.json'), 'utf8')));

const pgdz = read('pgdz');
const hgty: Brand = {
  ...read('hgty'),
  analytics: {
    scriptsList: { default: [{ url: 'https://stats.hgty.example/s.js', platform_ck: '1' }] },
  },
  customerService: { kind: 'url', url: 'https://chat.hgty.example/room?x=1' },
};
const by = read('by');
const app = Fastify();

beforeAll(async () => {
  await app.register(security, {
    brands: [pgdz, hgty, by],
    defaultSite: 'pgdz',
    frameOrigins: ['https://games.venue.example'],
    production: false,
  });
  app.get('/*', async () => 'page');
  await app.ready();
});
afterAll(() => app.close());

const policyOf = async (host: string, url = '/app/home') => {
  const res = await app.inject({ url, headers: { host } });
  const csp = String(res.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  return { csp, directive };
};

describe('the page policy per brand', () => {
  it("lets a brand's page load that brand's analytics and frame its chat, nothing of another's", async () => {
    const h = await policyOf('www.hgty.example');
    expect(h.directive('script-src')).toBe("script-src 'self' https://stats.hgty.example");
    expect(h.directive('connect-src')).toBe("connect-src 'self' https://stats.hgty.example");
    expect(h.directive('frame-src')).toBe(
      "frame-src 'self' https://games.venue.example https://chat.hgty.example",
    );
    const p = await policyOf('m.pgdz.example:8080');
    expect(p.directive('script-src')).toBe(
      "script-src 'self' https://js.users.51.la https://v1.cnzz.com",
    );
    // No blanket https: frames; the in-house chat is our own page.
    expect(p.directive('frame-src')).toBe("frame-src 'self' https://games.venue.example");
    // WhatsApp is a link, never a frame.
    expect((await policyOf('by.localhost')).directive('frame-src')).toBe(
      "frame-src 'self' https://games.venue.example",
    );
  });

  it("gives an unknown host the default site's policy, and the API its own", async () => {
    const unknown = await policyOf('203.0.113.7');
    expect(unknown.directive('script-src')).toContain('https://js.users.51.la');
    const api = await policyOf('www.hgty.example', '/api/findmed/v1/md');
    expect(api.csp).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
