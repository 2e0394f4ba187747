import { DEFAULT_MASTER_SECRET, type VenueSimOptions } from './venue-sim.ts';

export class ConfigError extends Error {}

export type VenueSimConfig = Required<
  Pick<VenueSimOptions, 'port' | 'host' | 'masterSecret' | 'testSwitches'>
> &
  Pick<VenueSimOptions, 'dataFile' | 'publicUrl'>;

/**
 * The simulator's environment, read here and nowhere else. Only VENUE_SIM_* names: a parent
 * process (the Kirin server) has its own PORT and HOST, which its child would otherwise inherit.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): VenueSimConfig {
  const portText = env.VENUE_SIM_PORT || '0';
  if (!/^\d+$/.test(portText) || Number(portText) > 65535) {
    throw new ConfigError(`VENUE_SIM_PORT must be an integer from 0 to 65535, got "${portText}"`);
  }
  const faults = env.VENUE_SIM_FAULTS;
  if (faults !== undefined && faults !== '' && faults !== 'on' && faults !== 'off') {
    throw new ConfigError(`VENUE_SIM_FAULTS must be "on" or "off", got "${faults}"`);
  }
  const masterSecret = env.VENUE_SIM_SECRET || DEFAULT_MASTER_SECRET;
  if (masterSecret.length < 16) {
    throw new ConfigError('VENUE_SIM_SECRET must be at least 16 characters');
  }
  return {
    port: Number(portText),
    host: env.VENUE_SIM_HOST || '127.0.0.1',
    masterSecret,
    // Test switches can move a player's money: production needs them asked for by name.
    testSwitches: faults ? faults === 'on' : env.NODE_ENV !== 'production',
    dataFile: env.VENUE_SIM_DATA || undefined,
    publicUrl: env.VENUE_SIM_PUBLIC_URL || undefined,
  };
}
