import { ME } from '../../../lib/api/keys.ts';

/** Under the VIP key on purpose: a level or birthday change (features/vip) refreshes them too. */
export const CLAIMABLE = [...ME, 'vip', 'claimable'] as const;
/** The member's VIP standing, which a claim may change (an upgrade bonus paid). */
export const VIP_STANDING = [...ME, 'vip'] as const;
export const REDEMPTIONS = [...ME, 'records', 'redemptions'] as const;
