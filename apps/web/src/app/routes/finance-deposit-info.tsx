import { useSearchParams } from 'react-router';
import { DepositOrderView } from '../../features/wallet/components/deposit-order.tsx';

/** `/finance/deposit/info?id=`. */
export function Component() {
  const [params] = useSearchParams();
  return <DepositOrderView id={params.get('id') ?? ''} />;
}
