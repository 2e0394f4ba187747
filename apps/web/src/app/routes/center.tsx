import { MemberCenter } from '../../features/center/components/member-center.tsx';
import { LastLogin } from '../../features/session-care/components/last-login.tsx';
import { useLogout } from '../use-logout.ts';

/** The member centre, with the line about the member's previous log-in from session care. */
export function Component() {
  return <MemberCenter onLogout={useLogout()} lastLogin={<LastLogin />} />;
}
