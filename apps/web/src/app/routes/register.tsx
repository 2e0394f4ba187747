import { useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { SIGNUP_INVITE_STATE } from '../../features/protection/lib/invite.ts';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { loginHref, safeRedirect } from '../../lib/auth-paths.ts';
import { homePath } from '../nav.ts';

/** `/register` (in the entry frame); `invite_code` comes from the link (spec §2). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const layout = useLayoutKind();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <RegisterForm
      inviteCode={params.get('invite_code')?.trim() ?? ''}
      loginHref={loginHref(redirect)}
      // The page it lands on invites the new member to set a deposit limit (skippable).
      onSuccess={() =>
        void navigate(redirect ?? homePath(layout), { replace: true, state: SIGNUP_INVITE_STATE })
      }
    />
  );
}
