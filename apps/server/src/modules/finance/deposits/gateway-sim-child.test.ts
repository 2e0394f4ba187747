import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { startDemoGatewaySim, wantsDemoGatewaySim } from './gateway-sim-child.ts';

describe('demo gateway simulator', () => {
  it('is wanted in demo mode without GATEWAY_URL only', () => {
    const want = (env: Record<string, string>) =>
      wantsDemoGatewaySim(loadConfig({ DATA_KEY: 'ab'.repeat(32), ...env }));
    expect(want({ NODE_ENV: 'development' })).toBe(true);
    expect(want({ NODE_ENV: 'development', SEED_DEMO: 'off' })).toBe(false);
    expect(want({ NODE_ENV: 'development', GATEWAY_URL: 'https://pay.example.com' })).toBe(false);
    expect(want({ NODE_ENV: 'production' })).toBe(false);
    expect(want({ NODE_ENV: 'production', SEED_DEMO: 'on' })).toBe(true);
  });

  it('runs as a child process, configures the gateway and the callback base, and stops', async () => {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', HOST: '0.0.0.0' });
    const sim = await startDemoGatewaySim(config);
    expect(sim).toBeDefined();
    try {
      expect(sim!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(config.wallet.gatewayUrl).toBe(sim!.url);
      expect(await (await fetch(`${sim!.url}/healthz`)).text()).toBe('ok');
      sim!.listening(4321);
      expect(config.wallet.publicUrl).toBe('http://127.0.0.1:4321');
    } finally {
      await sim?.stop();
    }
    await expect(fetch(`${sim!.url}/healthz`)).rejects.toThrow();
    await sim!.stop(); // twice is harmless
  });

  it('keeps a configured PUBLIC_URL and starts nothing when GATEWAY_URL is set', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      GATEWAY_URL: 'http://127.0.0.1:9',
      PUBLIC_URL: 'https://kirin.example.com',
    });
    expect(await startDemoGatewaySim(config)).toBeUndefined();
    expect(config.wallet.publicUrl).toBe('https://kirin.example.com');
  });
});
