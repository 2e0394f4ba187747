import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startDemoVenueSim, wantsDemoVenueSim } from './venue-sim-child.ts';

const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('hex');

/** `POST /v1/players` signed per docs/venue-protocol.md. */
async function createPlayer(url: string, masterSecret: string, operator: string) {
  const body = JSON.stringify({ player: 'child_test', currency: 'CNY' });
  const timestamp = String(Date.now());
  const signature = hmac(hmac(masterSecret, operator), `POST\n/v1/players\n${timestamp}\n${body}`);
  const response = await fetch(`${url}/v1/players`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-venue-operator': operator,
      'x-venue-timestamp': timestamp,
      'x-venue-signature': signature,
    },
    body,
  });
  return response.status;
}

describe('demo venue simulator', () => {
  it('is wanted in demo mode without VENUE_URL only', () => {
    const want = (env: Record<string, string>) =>
      wantsDemoVenueSim(loadConfig({ DATA_KEY: 'ab'.repeat(32), ...env }));
    expect(want({ NODE_ENV: 'development' })).toBe(true);
    expect(want({ NODE_ENV: 'development', SEED_DEMO: 'off' })).toBe(false);
    expect(want({ NODE_ENV: 'development', VENUE_URL: 'https://venue.example.com' })).toBe(false);
    expect(want({ NODE_ENV: 'production' })).toBe(false);
    expect(want({ NODE_ENV: 'production', SEED_DEMO: 'on' })).toBe(true);
  });

  it('runs as a child process signing with VENUE_SECRET, configures the venue URL, and stops', async () => {
    const secret = 'child-test-venue-master-secret';
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      VENUE_SECRET: secret,
    });
    const sim = await startDemoVenueSim(config);
    expect(sim).toBeDefined();
    try {
      expect(sim!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(config.venues.url).toBe(sim!.url);
      expect(await (await fetch(`${sim!.url}/healthz`)).text()).toBe('ok');
      expect(await createPlayer(sim!.url, secret, 'site_demo')).toBe(200);
      expect(await createPlayer(sim!.url, 'kirin-demo-venue-secret', 'site_demo')).toBe(401);
    } finally {
      await sim?.stop();
    }
    await expect(fetch(`${sim!.url}/healthz`)).rejects.toThrow();
    await sim!.stop(); // twice is harmless
  });

  it('starts nothing when VENUE_URL is set', async () => {
    const config = loadConfig({ NODE_ENV: 'development', VENUE_URL: 'http://127.0.0.1:9' });
    expect(await startDemoVenueSim(config)).toBeUndefined();
    expect(config.venues.url).toBe('http://127.0.0.1:9');
  });
});
