import { ME } from '../../../lib/api/keys.ts';

/** Every agent-page query of the member: dropped with the session like all of `me`. */
export const AGENT_KEY = [...ME, 'agent'] as const;
