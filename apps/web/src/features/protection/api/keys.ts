import { ME } from '../../../lib/api/keys.ts';

/** Under `me`, so that signing out drops the member's limits with the rest of their data. */
export const PROTECTION = [...ME, 'protection'] as const;
