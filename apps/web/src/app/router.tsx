import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { DesktopLayout } from './layouts/desktop-layout.tsx';
import { MobileShellLayout } from './layouts/mobile-shell-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { homePath } from './nav.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/** Redirect to `to`, keeping the query string (spec §2: "/home goes to /app/home keeping the query"). */
const redirectKeepingQuery =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

const page = {
  home: () => import('./routes/home.tsx'),
  customer: () => import('./routes/customer.tsx'),
  embedded: () => import('./routes/embedded.tsx'),
  entry: () => import('./routes/entry.tsx'),
  notFound: () => import('./routes/not-found.tsx'),
};

/**
 * One route tree per layout. Pages are the same modules, loaded on demand; only the frame and the
 * two redirects of the spec differ.
 */
export function createRoutes(layout: LayoutKind): RouteObject[] {
  const shared: RouteObject[] = [
    { index: true, loader: redirectKeepingQuery(homePath(layout)) },
    { path: 'embedded', lazy: page.embedded },
    { path: 'entry', lazy: page.entry },
    { path: '*', lazy: page.notFound },
  ];
  const framed: RouteObject[] =
    layout === 'mobile'
      ? [
          { path: 'home', loader: redirectKeepingQuery('/app/home') },
          {
            path: 'app',
            element: <MobileShellLayout />,
            children: [
              { path: 'home', lazy: page.home },
              { path: 'customer', lazy: page.customer },
            ],
          },
        ]
      : [
          { path: 'app/home', loader: redirectKeepingQuery('/home') },
          {
            element: <DesktopLayout />,
            children: [
              { path: 'home', lazy: page.home },
              { path: 'app/customer', lazy: page.customer },
            ],
          },
        ];
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [...framed, ...shared],
    },
  ];
}
