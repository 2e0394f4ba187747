import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('defaults to a random port on loopback with the standard retries', () => {
    expect(loadConfig({})).toEqual({
      port: 0,
      host: '127.0.0.1',
      retryDelaysMs: [200, 1000, 3000],
      callbackTimeoutMs: 5000,
      publicUrl: undefined,
    });
  });

  it('reads PORT and HOST, with GATEWAY_SIM_* taking precedence', () => {
    expect(loadConfig({ PORT: '4100', HOST: '0.0.0.0' })).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
    });
    expect(loadConfig({ PORT: '3000', GATEWAY_SIM_PORT: '4100' }).port).toBe(4100);
  });

  it('reads retry delays as a comma list, empty meaning no retries', () => {
    expect(loadConfig({ RETRY_DELAYS_MS: '10, 20' }).retryDelaysMs).toEqual([10, 20]);
    expect(loadConfig({ RETRY_DELAYS_MS: '' }).retryDelaysMs).toEqual([]);
  });

  it('refuses nonsense', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ RETRY_DELAYS_MS: '1,x' })).toThrow(ConfigError);
  });
});
