import { useNavigate } from 'react-router';
import { AlipayForm } from '../../features/withdraw-accounts/components/alipay-form.tsx';
import { WithdrawPasswordGate } from '../../features/withdraw-accounts/components/withdraw-password-gate.tsx';

/** `/cards/addAlipay`: behind the withdrawal-password gate (spec §4). */
export function Component() {
  const navigate = useNavigate();
  return (
    <WithdrawPasswordGate>
      <AlipayForm onDone={() => void navigate('/cards', { replace: true })} />
    </WithdrawPasswordGate>
  );
}
