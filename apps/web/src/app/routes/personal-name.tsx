import { useNavigate } from 'react-router';
import { RealNameForm } from '../../features/profile/components/real-name-form.tsx';

/** `/personalInfo/name`. */
export function Component() {
  const navigate = useNavigate();
  return <RealNameForm onDone={() => void navigate('/personalInfo', { replace: true })} />;
}
