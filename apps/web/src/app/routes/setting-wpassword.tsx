import { useNavigate } from 'react-router';
import { WithdrawPasswordForm } from '../../features/profile/components/withdraw-password-form.tsx';

/** `/setting/wpassword` → `/setting/wsuccess`. */
export function Component() {
  const navigate = useNavigate();
  return (
    <WithdrawPasswordForm
      onSuccess={(mode) => void navigate('/setting/wsuccess', { replace: true, state: { mode } })}
    />
  );
}
