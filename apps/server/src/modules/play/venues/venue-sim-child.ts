import type { Config } from '../../../config.ts';
import { startSimChild, type SimChild } from '../../../lib/sim-child.ts';

export type DemoVenueSim = SimChild;

export interface DemoVenueSimOptions {
  /** Keeps the simulator's players and bets in this JSON file across restarts; memory otherwise. */
  dataFile?: string;
  /** Base of the game URLs it hands out, when members reach it by another address. */
  publicUrl?: string;
}

/** Demo mode is on and no venue is configured: the demo venue `kgame` needs the simulator. */
export function wantsDemoVenueSim(config: Config): boolean {
  const demo =
    config.seedDemo === 'on' || (config.seedDemo === 'auto' && config.env !== 'production');
  return demo && !config.venues.url;
}

/**
 * Starts apps/venue-sim as a child process when `wantsDemoVenueSim(config)`, and points the
 * configuration at it as if VENUE_URL had been given. The child signs with VENUE_SECRET as its
 * master secret and gets a minimal environment otherwise: not our other secrets (DATABASE_URL,
 * ADMIN_PASSWORD). Undefined when not wanted.
 */
export async function startDemoVenueSim(
  config: Config,
  options: DemoVenueSimOptions = {},
): Promise<DemoVenueSim | undefined> {
  if (!wantsDemoVenueSim(config)) return undefined;
  const env: NodeJS.ProcessEnv = {
    VENUE_SIM_PORT: '0',
    VENUE_SIM_HOST: '127.0.0.1',
    VENUE_SIM_SECRET: config.venues.secret,
    NODE_ENV: config.env,
  };
  if (options.dataFile) env.VENUE_SIM_DATA = options.dataFile;
  if (options.publicUrl) env.VENUE_SIM_PUBLIC_URL = options.publicUrl;
  const sim = await startSimChild({
    name: 'venue-sim',
    main: 'apps/venue-sim/src/main.ts',
    ready: /^venue-sim listening on (https?:\/\/\S+)$/,
    env,
  });
  config.venues.url = sim.url;
  // Its game pages open in frames, from the address members reach it at.
  config.venues.frameOrigins.push(new URL(options.publicUrl ?? sim.url).origin);
  return sim;
}
