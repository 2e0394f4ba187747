import type { DbOrTx } from '../../../db/client.ts';
import { setVipLevel } from '../../accounts/members/member-directory.ts';
import { appendLevelChange } from './vip.repository.ts';

/**
 * Moves a member to another level: the level on the member (the members module's) and the change
 * appended to VIP's history, in the caller's transaction, which holds the member row's lock.
 */
export async function changeLevel(db: DbOrTx, change: Parameters<typeof appendLevelChange>[1]) {
  await setVipLevel(db, change.memberId, change.toLevel);
  return appendLevelChange(db, change);
}
