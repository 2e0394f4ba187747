import {
  DEFAULT_CALLBACK_TIMEOUT_MS,
  DEFAULT_RETRY_DELAYS_MS,
  type GatewaySimOptions,
} from './gateway-sim.ts';

export class ConfigError extends Error {}

export type GatewaySimConfig = Required<Omit<GatewaySimOptions, 'publicUrl'>> &
  Pick<GatewaySimOptions, 'publicUrl'>;

function nonNegativeInt(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    throw new ConfigError(`${name} must be a non-negative integer, got "${raw}"`);
  return Number(raw);
}

/**
 * The simulator's environment, read here and nowhere else. The GATEWAY_SIM_* names win over the
 * plain ones because a parent process (the Kirin server) usually has its own PORT and HOST,
 * which its child would otherwise inherit and collide with.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewaySimConfig {
  const pick = (name: string) => env[`GATEWAY_SIM_${name}`] ?? env[name];
  const port = nonNegativeInt('PORT', pick('PORT') || '0');
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const retries = pick('RETRY_DELAYS_MS');
  const retryDelaysMs =
    retries === undefined
      ? [...DEFAULT_RETRY_DELAYS_MS]
      : retries
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => nonNegativeInt('RETRY_DELAYS_MS', part));
  const timeout = pick('CALLBACK_TIMEOUT_MS');
  return {
    port,
    host: pick('HOST') || '127.0.0.1',
    retryDelaysMs,
    callbackTimeoutMs: timeout
      ? nonNegativeInt('CALLBACK_TIMEOUT_MS', timeout)
      : DEFAULT_CALLBACK_TIMEOUT_MS,
    publicUrl: pick('PUBLIC_URL') || undefined,
  };
}
