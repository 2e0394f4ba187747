import { useHeartbeat } from '../../features/games/hooks/use-heartbeat.ts';
import { SessionBootstrap } from '../session-bootstrap.tsx';

/** Once for the whole app while a session exists, whichever frame (or none, in a game) is showing. */
export function MemberDuties() {
  useHeartbeat();
  return <SessionBootstrap />;
}
