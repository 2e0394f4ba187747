import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MaintenanceHost } from '../../features/maintenance/components/maintenance-host.tsx';
import { SiteBootstrap } from '../../features/site/components/site-bootstrap.tsx';
import { useLayoutKind, type LayoutKind } from '../../hooks/use-layout-kind.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { NAV } from '../nav.ts';

// Keeping member info, the unread count and the game heartbeat fresh only concerns a session: that
// code loads when there is one, so that a visitor's first paint does not carry it.
const MemberDuties = lazy(() =>
  import('./member-duties.tsx').then((m) => ({ default: m.MemberDuties })),
);

/** The customer-service tab; with the in-house chat's page, what stays open during maintenance. */
const customerPath = (layout: LayoutKind) =>
  NAV.find((entry) => entry.key === 'customer')?.path[layout] ?? '/app/customer';
const IN_PAGE_CUSTOMER_PATH = '/iframeCustomerService';

export function RootLayout() {
  const signedIn = useSessionStore((s) => s.token !== null);
  const layout = useLayoutKind();
  const { pathname } = useLocation();
  const customer = customerPath(layout);
  return (
    <>
      <SiteBootstrap />
      {signedIn && (
        <Suspense fallback={null}>
          <MemberDuties />
        </Suspense>
      )}
      <MaintenanceHost
        customerServicePath={customer}
        onCustomerService={pathname === customer || pathname === IN_PAGE_CUSTOMER_PATH}
      >
        <Outlet />
      </MaintenanceHost>
      <ScrollRestoration />
    </>
  );
}
