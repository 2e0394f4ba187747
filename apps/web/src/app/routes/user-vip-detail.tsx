import { ClaimableRewards } from '../../features/redemptions/components/claimable-rewards.tsx';
import { VipDetail } from '../../features/vip/components/vip-detail.tsx';

/** `/user/vip/detail`: the VIP centre, with the rewards to claim from the redemptions feature. */
export function Component() {
  return <VipDetail rewards={<ClaimableRewards />} />;
}
