import { useNavigate } from 'react-router';
import { WithdrawPasswordResetForm } from '../../features/profile/components/withdraw-password-reset-form.tsx';

/** `/setting/verification` (forgot the withdrawal password) → `/setting/wsuccess`. */
export function Component() {
  const navigate = useNavigate();
  return (
    <WithdrawPasswordResetForm
      onSuccess={() =>
        void navigate('/setting/wsuccess', { replace: true, state: { mode: 'reset' } })
      }
    />
  );
}
