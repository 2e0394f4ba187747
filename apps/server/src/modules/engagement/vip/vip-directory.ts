// What other modules may read of VIP (the rewards a level gives, in redemptions): a site's ladder and
// a member's birthday as VIP keeps it for the birthday bonus.
export { findBirthday as birthdayOf, ladderOf, type VipLevelRow } from './vip.repository.ts';
