import { useSearchParams } from 'react-router';
import { RedemptionDetail } from '../../features/redemptions/components/redemption-detail.tsx';

/** `/user/redemptionDetail?id=`. */
export function Component() {
  const [params] = useSearchParams();
  return <RedemptionDetail id={params.get('id') ?? ''} />;
}
