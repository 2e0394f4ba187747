import { useNavigate } from 'react-router';
import {
  DepositInvite,
  DepositLimitLink,
} from '../../features/protection/components/deposit-invite.tsx';
import { DepositForm } from '../../features/wallet/components/deposit-form.tsx';

/**
 * `/finance/deposit`: a new order goes on to its payment instructions. Above the form, the
 * invitation to set a deposit limit; under it, the way to the limits.
 */
export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <DepositInvite />
      <DepositForm
        onCreated={(id) => void navigate(`/finance/deposit/info?id=${encodeURIComponent(id)}`)}
      />
      <DepositLimitLink />
    </>
  );
}
