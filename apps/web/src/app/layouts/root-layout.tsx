import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteBootstrap } from '../../features/site/components/site-bootstrap.tsx';
import { useSessionStore } from '../../stores/session-store.ts';

// Keeping member info, the unread count and the game heartbeat fresh only concerns a session: that
// code loads when there is one, so that a visitor's first paint does not carry it.
const MemberDuties = lazy(() =>
  import('./member-duties.tsx').then((m) => ({ default: m.MemberDuties })),
);

export function RootLayout() {
  const signedIn = useSessionStore((s) => s.token !== null);
  return (
    <>
      <SiteBootstrap />
      {signedIn && (
        <Suspense fallback={null}>
          <MemberDuties />
        </Suspense>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
