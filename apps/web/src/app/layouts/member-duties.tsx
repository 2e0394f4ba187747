import { useHeartbeat } from '../../features/games/hooks/use-heartbeat.ts';
import { SessionCare } from '../../features/session-care/components/session-care.tsx';
import { SignupInviteHost } from '../../features/protection/components/signup-invite-host.tsx';
import { SessionBootstrap } from '../session-bootstrap.tsx';
import { useLogout } from '../use-logout.ts';

/** Once for the whole app while a session exists, whichever frame (or none, in a game) is showing. */
export function MemberDuties() {
  useHeartbeat();
  const logout = useLogout();
  return (
    <>
      <SessionBootstrap />
      {/* After sign-up: the invitation to set a deposit limit, over the page landed on. */}
      <SignupInviteHost />
      {/* The reality check and the session-time limit: over a game too. */}
      <SessionCare onLogout={logout} />
    </>
  );
}
