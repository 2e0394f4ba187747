import { useNavigate } from 'react-router';
import { PhoneForm } from '../../features/profile/components/phone-form.tsx';

/** `/personalInfo/phone`. */
export function Component() {
  const navigate = useNavigate();
  return <PhoneForm onDone={() => void navigate('/personalInfo', { replace: true })} />;
}
