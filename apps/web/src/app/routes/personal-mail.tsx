import { useNavigate } from 'react-router';
import { EmailForm } from '../../features/profile/components/email-form.tsx';

/** `/personalInfo/mail`. */
export function Component() {
  const navigate = useNavigate();
  return <EmailForm onDone={() => void navigate('/personalInfo', { replace: true })} />;
}
