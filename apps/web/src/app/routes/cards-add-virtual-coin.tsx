import { useNavigate } from 'react-router';
import { VirtualCoinForm } from '../../features/withdraw-accounts/components/virtual-coin-form.tsx';
import { WithdrawPasswordGate } from '../../features/withdraw-accounts/components/withdraw-password-gate.tsx';

/** `/cards/addVirtualCoin`: behind the withdrawal-password gate (spec §4). */
export function Component() {
  const navigate = useNavigate();
  return (
    <WithdrawPasswordGate>
      <VirtualCoinForm onDone={() => void navigate('/cards', { replace: true })} />
    </WithdrawPasswordGate>
  );
}
