import { useLocation, useNavigate } from 'react-router';
import { DepositLimitInvite, RESPONSIBLE_PATH } from './deposit-limit-invite.tsx';

/**
 * The invitation over the page a new member lands on. "Later" takes the invitation out of the
 * page's history state, so it does not come back with the back button or a reload.
 */
export function SignupInvite() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <DepositLimitInvite
      floating
      onSet={() =>
        // Back from the limits returns to this page, without the invitation.
        void Promise.resolve(
          navigate({ pathname, search, hash }, { replace: true, state: null }),
        ).then(() => navigate(RESPONSIBLE_PATH))
      }
      onLater={() => void navigate({ pathname, search, hash }, { replace: true, state: null })}
    />
  );
}
