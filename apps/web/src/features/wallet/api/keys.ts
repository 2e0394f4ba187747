import { ME } from '../../../lib/api/keys.ts';

/** Under `me`, so that signing out drops the member's wallet data with the rest. */
export const WALLET = [...ME, 'wallet'] as const;
