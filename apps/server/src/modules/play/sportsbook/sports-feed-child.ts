import type { Config } from '../../../config.ts';
import { startSimChild, type SimChild } from '../../../lib/sim-child.ts';

/** The feed's trader account, given a fresh password on every start. */
export const FEED_ACCOUNT = 'sports-feed';

/** Demo mode (or SPORTS_FEED=on): the book gets its fixtures, odds and results from the feed. */
export function wantsDemoSportsFeed(config: Config): boolean {
  if (config.sports.feed !== 'auto') return config.sports.feed === 'on';
  return config.seedDemo === 'on' || (config.seedDemo === 'auto' && config.env !== 'production');
}

/**
 * Starts apps/sports-feed as a child process driving the book at `api` as the trader
 * `sports-feed`. The child gets the server's address, that account and nothing else of ours.
 */
export async function startDemoSportsFeed(
  config: Config,
  api: string,
  password: string,
  extra: NodeJS.ProcessEnv = {},
): Promise<SimChild> {
  return startSimChild({
    name: 'sports-feed',
    main: 'apps/sports-feed/src/main.ts',
    ready: /^sports-feed listening on (https?:\/\/\S+)$/,
    env: {
      SPORTS_FEED_API: api,
      SPORTS_FEED_ACCOUNT: FEED_ACCOUNT,
      SPORTS_FEED_PASSWORD: password,
      NODE_ENV: config.env,
      ...extra,
    },
  });
}
