import { Outlet, ScrollRestoration } from 'react-router';
import { useHeartbeat } from '../../features/games/hooks/use-heartbeat.ts';
import { SiteBootstrap } from '../../features/site/components/site-bootstrap.tsx';
import { SessionBootstrap } from '../session-bootstrap.tsx';

/** Once for the whole app, whichever frame (or none, in a game) is showing. */
function Heartbeat() {
  useHeartbeat();
  return null;
}

export function RootLayout() {
  return (
    <>
      <SiteBootstrap />
      <SessionBootstrap />
      <Heartbeat />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
