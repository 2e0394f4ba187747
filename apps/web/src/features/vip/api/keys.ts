import { ME } from '../../../lib/api/keys.ts';

/**
 * Everything about the member's VIP standing. The rewards to claim live under this key too (see
 * features/redemptions), so a change of level or birthday refreshes them with it.
 */
export const VIP = [...ME, 'vip'] as const;
