import { FAULTS, type Fault, type FeedOptions } from './feed.ts';

export class ConfigError extends Error {}

export type FeedConfig = FeedOptions & { port: number; host: string };

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0) => {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min)
    throw new ConfigError(`${name} must be an integer of at least ${min}, got "${text}"`);
  return Number(text);
};

/**
 * The feed's environment, read here and nowhere else. Only SPORTS_FEED_* names: a parent process
 * (the Kirin server) has its own PORT and HOST, which its child would otherwise inherit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): FeedConfig {
  const api = env.SPORTS_FEED_API;
  const account = env.SPORTS_FEED_ACCOUNT;
  const password = env.SPORTS_FEED_PASSWORD;
  if (!api || !account || !password)
    throw new ConfigError(
      'SPORTS_FEED_API, SPORTS_FEED_ACCOUNT and SPORTS_FEED_PASSWORD are needed',
    );
  const faults = (env.SPORTS_FEED_FAULTS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  for (const fault of faults)
    if (!(FAULTS as readonly string[]).includes(fault))
      throw new ConfigError(`SPORTS_FEED_FAULTS: unknown fault "${fault}" (${FAULTS.join(', ')})`);
  return {
    api: api.replace(/\/$/, ''),
    account,
    password,
    seed: int(env, 'SPORTS_FEED_SEED', 20261127),
    tickMs: int(env, 'SPORTS_FEED_TICK_MS', 5_000, 10),
    matchMs: int(env, 'SPORTS_FEED_MATCH_MS', 20 * 60_000, 100),
    spacingMs: int(env, 'SPORTS_FEED_SPACING_MS', 15 * 60_000, 1),
    ahead: int(env, 'SPORTS_FEED_AHEAD', 12, 1),
    faults: faults as Fault[],
    port: int(env, 'SPORTS_FEED_PORT', 0),
    host: env.SPORTS_FEED_HOST || '127.0.0.1',
  };
}
