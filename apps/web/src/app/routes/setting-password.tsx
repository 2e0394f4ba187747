import { useNavigate } from 'react-router';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';

/** `/setting/password` → `/setting/success`. */
export function Component() {
  const navigate = useNavigate();
  return <PasswordForm onSuccess={() => void navigate('/setting/success', { replace: true })} />;
}
