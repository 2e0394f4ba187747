import { Outlet, ScrollRestoration } from 'react-router';
import { SiteBootstrap } from '../../features/site/components/site-bootstrap.tsx';

export function RootLayout() {
  return (
    <>
      <SiteBootstrap />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
