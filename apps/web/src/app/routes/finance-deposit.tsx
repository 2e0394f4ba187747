import { useNavigate } from 'react-router';
import { DepositForm } from '../../features/wallet/components/deposit-form.tsx';

/** `/finance/deposit`: a new order goes on to its payment instructions. */
export function Component() {
  const navigate = useNavigate();
  return (
    <DepositForm
      onCreated={(id) => void navigate(`/finance/deposit/info?id=${encodeURIComponent(id)}`)}
    />
  );
}
