import { useSearchParams } from 'react-router';
import { TransactionDetail } from '../../features/records/components/transaction-detail.tsx';

/** `/user/transactionDetail?id=`. */
export function Component() {
  const [params] = useSearchParams();
  return <TransactionDetail id={params.get('id') ?? ''} />;
}
