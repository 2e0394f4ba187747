import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { loginHref, safeRedirect } from '../../lib/auth-paths.ts';
import { homePath } from '../nav.ts';

/** `/login` (in the entry frame): back to where the member came from, else home. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const layout = useLayoutKind();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <LoginForm
      registerHref={loginHref(redirect, 'register')}
      onSuccess={() => void navigate(redirect ?? homePath(layout), { replace: true })}
    />
  );
}
