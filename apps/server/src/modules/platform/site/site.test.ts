import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../lib/errors.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { PasswordCipher } from '../crypto/password-cipher.ts';

let t: TestApp;
const md = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/findmed/v1/md', headers });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/findmed/v1/md', () => {
  it.each([
    // header, site, site_code value, locale, currency, customer service kind
    [undefined, 'pgdz', 'pgdz', 'zh-CN', 'CNY', 'inhouse'],
    ['unknown-site', 'pgdz', 'pgdz', 'zh-CN', 'CNY', 'inhouse'],
    ['hgty_tyc', 'hgtyc', 'hgty_tyc', 'zh-CN', 'USDT', 'inhouse'],
    ['hgty', 'hgty', 'hgty', 'zh-HK', 'USDT', 'inhouse'],
    ['by', 'by', 'by', 'zh-CN', 'CNY', 'whatsapp'],
    ['10001', '10001', '10001', 'zh-CN', 'CNY', 'inhouse'],
  ])('site_code %s answers for %s', async (header, site, siteCode, locale, currency, csKind) => {
    const body = json(await md(header ? { site_code: header } : {}));
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      site,
      siteCode,
      defaultLocale: locale,
      customerServiceKind: csKind,
      maintenance: null,
    });
    expect(body.data.currency.code).toBe(currency);
    expect(body.data.scriptsList.default.length).toBeGreaterThan(0);
    expect(body.data.currencies.map((c: { code: string }) => c.code)).toEqual([
      'CNY',
      'HKD',
      'USD',
      'USDT',
    ]);
  });

  it('says how long an in-play sports bet waits, in whole seconds (the slip counts it down)', async () => {
    const body = json(await md());
    expect(body.data.sportsBetDelaySeconds).toBe(Math.ceil(t.app.config.sports.betDelayMs / 1000));
  });

  it('gives brand by its WhatsApp link as customer service', async () => {
    const { data } = json(await md({ site_code: 'by' }));
    expect(data.whatsAppUrl).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(data.customer_service).toBe(data.whatsAppUrl);
  });

  it('names the site in the request language', async () => {
    const zh = json(await md({ site_code: 'pgdz' })).data.name;
    const en = json(await md({ site_code: 'pgdz', lang: 'en' })).data.name;
    expect(zh).toMatch(/\p{Script=Han}/u);
    expect(en).toMatch(/^[\x20-\x7e]+$/);
  });

  it('picks the analytics list by host, falling back to the default', async () => {
    const byHost = json(await md({ site_code: 'pgdz', host: 'm.pgdz.example' })).data;
    expect(byHost.list).toEqual(byHost.scriptsList['m.pgdz.example']);
    const fallback = json(await md({ site_code: 'pgdz', host: 'elsewhere.example' })).data;
    expect(fallback.list).toEqual(fallback.scriptsList.default);
    for (const item of fallback.list) {
      expect(item).toEqual({
        url: expect.stringMatching(/^https:\/\//),
        platform_ck: expect.any(String),
      });
    }
  });

  it('publishes an RSA public key that the server can decrypt with (OAEP, SHA-256)', async () => {
    const { rsaPublicKey } = json(await md()).data;
    expect(rsaPublicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const password = '密码-with-ünïcode-and-64-chars-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'.slice(
      0,
      64,
    );
    const ciphertext = publicEncrypt(
      { key: rsaPublicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    ).toString('base64');
    expect(await t.app.services.cipher.decrypt(ciphertext)).toBe(password);
  });

  it('shares one key pair between nodes on the same database', async () => {
    const other = new PasswordCipher(t.database.db);
    expect(await other.publicKeyPem()).toBe(json(await md()).data.rsaPublicKey);
  });

  it.each(['', 'not base64!', 'QUJD', 'A'.repeat(2000)])(
    'refuses ciphertext %j as a field error',
    async (bad) => {
      const error = await t.app.services.cipher.decrypt(bad, 'wpassword').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'VALIDATION', fields: { wpassword: 'invalid_format' } });
    },
  );
});

describe('GET /api/f/v1/member/preInfo', () => {
  it.each([
    ['pgdz', '/iframeCustomerService'],
    ['hgty_tyc', '/iframeCustomerService'],
    ['by', 'https://wa.me/85290000001'],
  ])('answers the customer-service link of %s', async (site, url) => {
    const body = json(
      await t.app.inject({ url: '/api/f/v1/member/preInfo', headers: { site_code: site } }),
    );
    expect(body).toEqual({ status: true, data: { customer_service: url } });
    expect(json(await md({ site_code: site })).data.customer_service).toBe(url);
  });

  it('answers an outside chat’s URL for a brand that points at one', async () => {
    const site = await t.app.services.sites.resolve('pgdz');
    const brand = {
      ...site.brand,
      customerService: { kind: 'url' as const, url: 'https://chat.example/pgdz' },
    };
    expect(t.app.services.sites.preInfo({ ...site, brand })).toEqual({
      customer_service: 'https://chat.example/pgdz',
    });
  });
});
