import { RedemptionRecords } from '../../features/redemptions/components/redemption-records.tsx';

/** `/user/redemptionRecord`. */
export function Component() {
  return <RedemptionRecords />;
}
