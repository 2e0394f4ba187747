// The routes a first visit needs, with the ids the rest of the table (router.tsx) is grafted
// onto. The full table is the largest piece of our own code, and the home, the site's front door,
// needs none of it: it comes with the first page other than the home (patchRoutesOnNavigation).
import {
  redirect,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import { usePromoList } from '../features/promotions/api/get-promo-list.ts';
import { MobileShellLayout } from './layouts/mobile-shell-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { lazyPage } from './lazy-page.ts';
import { homePath } from './nav.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The home, given the activities' query: a brand's showcase home lists them (features do not
 * import each other, so the page composes them here); the standard home never calls it.
 */
const Home = () => <HomePage usePromotions={usePromoList} />;

/** The parents the rest of the table is grafted under. */
export type ParentId = 'root' | 'shell' | 'frame';

/** Routes to add under each parent of the first tree. */
export type MoreRoutes = Partial<Record<ParentId, RouteObject[]>>;

/** Redirect to `to`, keeping the query string (spec §2: "/home goes to /app/home keeping the query"). */
export const redirectKeepingQuery =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

/**
 * The desktop frame loads with the first page, in parallel; the phone's shell ships with the app
 * (the mobile home is the site's front door), so a phone never loads the desktop frame.
 */
const desktopFrame = () =>
  import('./layouts/desktop-layout.tsx').then((m) => ({ Component: m.DesktopLayout }));

/** The home, its redirects and the fallback page; `more` adds the other routes under their parents. */
export function createFirstRoutes(layout: LayoutKind, more: MoreRoutes = {}): RouteObject[] {
  const framed: RouteObject[] =
    layout === 'mobile'
      ? [
          { path: 'home', loader: redirectKeepingQuery('/app/home') },
          {
            // One shell for the tab pages and the activities (spec §2: shell layout).
            id: 'shell',
            element: <MobileShellLayout />,
            children: [{ path: 'app/home', Component: Home }, ...(more.shell ?? [])],
          },
        ]
      : [
          { path: 'app/home', loader: redirectKeepingQuery('/home') },
          {
            id: 'frame',
            lazy: desktopFrame,
            children: [{ path: 'home', Component: Home }, ...(more.frame ?? [])],
          },
        ];
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: PageLoading,
      children: [
        { index: true, loader: redirectKeepingQuery(homePath(layout)) },
        ...framed,
        ...(more.root ?? []),
        // Matches every path until the table is in; then only the paths no page has.
        { path: '*', lazy: lazyPage('notFound') },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: the first navigation off the home's routes (or a first
 * visit to another page) loads the rest of the table and grafts it on, once.
 */
export function patchRestOfRoutes(layout: LayoutKind): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch, signal }) => {
    const { moreRoutes } = await import('./router.tsx');
    // A navigation overtaken by another one patches nothing: the next one does it.
    if (patched || signal.aborted) return;
    patched = true;
    for (const [parent, children] of Object.entries(moreRoutes(layout))) patch(parent, children);
  };
}
