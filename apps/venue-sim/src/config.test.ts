import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('defaults to a free port on loopback, the demo secret, memory only, switches outside production', () => {
    expect(loadConfig({})).toEqual({
      port: 0,
      host: '127.0.0.1',
      masterSecret: 'kirin-demo-venue-secret',
      testSwitches: true,
      dataFile: undefined,
      publicUrl: undefined,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).testSwitches).toBe(false);
  });

  it('reads only the VENUE_SIM_* names', () => {
    expect(
      loadConfig({
        PORT: '3000',
        HOST: '0.0.0.0',
        VENUE_SIM_PORT: '4200',
        VENUE_SIM_HOST: '::',
        VENUE_SIM_SECRET: 'a-long-enough-secret',
        VENUE_SIM_DATA: '/tmp/venue.json',
        VENUE_SIM_PUBLIC_URL: 'https://venue.example.com',
      }),
    ).toEqual({
      port: 4200,
      host: '::',
      masterSecret: 'a-long-enough-secret',
      testSwitches: true,
      dataFile: '/tmp/venue.json',
      publicUrl: 'https://venue.example.com',
    });
  });

  it('turns the test switches on or off by VENUE_SIM_FAULTS', () => {
    expect(loadConfig({ NODE_ENV: 'production', VENUE_SIM_FAULTS: 'on' }).testSwitches).toBe(true);
    expect(loadConfig({ VENUE_SIM_FAULTS: 'off' }).testSwitches).toBe(false);
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ VENUE_SIM_PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ VENUE_SIM_PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ VENUE_SIM_FAULTS: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ VENUE_SIM_SECRET: 'short' })).toThrow(ConfigError);
  });
});
