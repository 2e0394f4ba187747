import { describe, expect, it } from 'vitest';
import { assertCodeDelivery, ConfigError, loadConfig } from './config.ts';

/** Production needs a data key of its own (any 32 bytes will do here). */
const DATA_KEY = 'ab'.repeat(32);

describe('loadConfig', () => {
  it('has working defaults for an embedded start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      defaultSite: 'pgdz',
      captcha: 'on',
      smsOutbox: 'off',
      seedDemo: 'auto',
      bodyLimitBytes: 1024 * 1024,
      rateLimit: { loginPer10Minutes: 60, registerPer10Minutes: 30 },
      loginLock: { failures: 5, minutes: 15 },
      memberSession: { idleMinutes: 30, maxHours: 12, cacheMs: 2000 },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ DEFAULT_SITE: 'nope' }, 'DEFAULT_SITE'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it('treats empty DATABASE_URL and REDIS_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it.each([
    [{ CAPTCHA: 'off' }, true],
    [{ SMS_OUTBOX: 'on' }, true],
    [{ CAPTCHA: 'off', ALLOW_TEST_SWITCHES: '1' }, false],
    [{}, false],
  ])('production with %j refuses to start: %s', (env, refused) => {
    const load = () => loadConfig({ NODE_ENV: 'production', DATA_KEY, ...env });
    if (refused) expect(load).toThrow(/test switches/);
    else expect(load).not.toThrow();
  });

  it('refuses production without a data key, and a key that is not 32 bytes anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATA_KEY: production/);
    expect(() => loadConfig({ DATA_KEY: 'abcd' })).toThrow(/DATA_KEY: must be 32 bytes/);
    expect(() => loadConfig({ DATA_KEYS_OLD: `${DATA_KEY},xyz` })).toThrow(/DATA_KEYS_OLD/);
    const config = loadConfig({ DATA_KEY, DATA_KEYS_OLD: Buffer.alloc(32, 7).toString('base64') });
    expect(config.dataKey).toEqual(Buffer.alloc(32, 0xab));
    expect(config.dataKeysOld).toEqual([Buffer.alloc(32, 7)]);
  });

  it('refuses the demo venue secret for a real venue in production', () => {
    const venue = { NODE_ENV: 'production', DATA_KEY, VENUE_URL: 'https://venue.example.com' };
    expect(() => loadConfig(venue)).toThrow(/VENUE_SECRET/);
    expect(() => loadConfig({ ...venue, VENUE_SECRET: 'a-production-secret-0123' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', VENUE_URL: venue.VENUE_URL })).not.toThrow();
  });

  it('allows the test switches outside production', () => {
    expect(loadConfig({ CAPTCHA: 'off', SMS_OUTBOX: 'on' })).toMatchObject({
      captcha: 'off',
      smsOutbox: 'on',
    });
  });

  it.each([
    [{}, { phone: 'demo', email: 'demo' }],
    [{ NODE_ENV: 'test' }, { phone: 'demo', email: 'demo' }],
    [{ SMS_HTTP_URL: 'https://sms.example.com/send' }, { phone: 'provider', email: 'demo' }],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, { phone: 'demo', email: 'provider' }],
    [
      { SMS_OUTBOX: 'on', SMTP_URL: 'smtp://mail.example.com' },
      { phone: 'outbox', email: 'outbox' },
    ],
    [
      { NODE_ENV: 'production', DATA_KEY },
      { phone: 'none', email: 'none' },
    ],
  ])('with %j codes go to %j', (env, delivery) => {
    expect(loadConfig(env).codeDelivery).toEqual(delivery);
  });

  it('refuses production without a provider, naming the variables', () => {
    const check = (env: Record<string, string>) => () =>
      assertCodeDelivery(loadConfig({ NODE_ENV: 'production', DATA_KEY, ...env }));
    expect(check({})).toThrow(ConfigError);
    expect(check({})).toThrow(/SMS_HTTP_URL: production needs an SMS provider/);
    expect(check({})).toThrow(/SMTP_URL: production needs an SMTP server/);
    const smsOnly = check({ SMS_HTTP_URL: 'https://sms.example.com/send' });
    expect(smsOnly).toThrow(/SMTP_URL/);
    expect(smsOnly).not.toThrow(/SMS_HTTP_URL/);
    expect(
      check({ SMS_HTTP_URL: 'https://sms.example.com/send', SMTP_URL: 'smtps://mail.example.com' }),
    ).not.toThrow();
    // The test switch still works where it is allowed: codes go to the outbox, not to nowhere.
    expect(check({ SMS_OUTBOX: 'on', ALLOW_TEST_SWITCHES: '1' })).not.toThrow();
  });

  it('lets every other environment start without providers (demo mode)', () => {
    expect(() => assertCodeDelivery(loadConfig({}))).not.toThrow();
    expect(() => assertCodeDelivery(loadConfig({ NODE_ENV: 'test' }))).not.toThrow();
  });
});

describe('TRUST_PROXY (issue 20)', () => {
  /** The client IP Fastify reads with the configured trust, for a request from `peer`. */
  async function clientIp(setting: string, peer: string, forwarded: string) {
    const { default: Fastify } = await import('fastify');
    const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
    app.get('/', async (request) => request.ip);
    const res = await app.inject({
      url: '/',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwarded },
    });
    await app.close();
    return res.body;
  }

  it('believes only the proxies it names, never a chain a client wrote', async () => {
    // Off: the peer is the client.
    expect(await clientIp('0', '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    // 1: a load balancer on a private address; what a client put before it is not believed.
    expect(await clientIp('1', '10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientIp('1', '203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    // Named proxies only.
    expect(await clientIp('192.0.2.1, 10.1.0.0/16', '10.1.2.3', '198.51.100.7')).toBe(
      '198.51.100.7',
    );
    expect(await clientIp('192.0.2.1', '10.1.2.3', '198.51.100.7')).toBe('10.1.2.3');
  });

  it('refuses what is neither', () => {
    for (const value of ['yes', '10.0.0.0/33', 'proxy.example.com', '2'])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
  });
});
