import { useNavigate } from 'react-router';
import { BankCardForm } from '../../features/withdraw-accounts/components/bank-card-form.tsx';
import { WithdrawPasswordGate } from '../../features/withdraw-accounts/components/withdraw-password-gate.tsx';

/** `/cards/addBankCard`: behind the withdrawal-password gate (spec §4). */
export function Component() {
  const navigate = useNavigate();
  return (
    <WithdrawPasswordGate>
      <BankCardForm onDone={() => void navigate('/cards', { replace: true })} />
    </WithdrawPasswordGate>
  );
}
