import { Outlet, ScrollRestoration } from 'react-router';
import { SiteBootstrap } from '../../features/site/components/site-bootstrap.tsx';
import { SessionBootstrap } from '../session-bootstrap.tsx';

export function RootLayout() {
  return (
    <>
      <SiteBootstrap />
      <SessionBootstrap />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
