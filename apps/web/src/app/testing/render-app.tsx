// Renders the real route tree (layouts, guards, lazy pages) in memory, for page tests, grown from
// the first paint's routes as in the browser.
import { createMemoryRouter } from 'react-router';
import { createFirstRoutes, patchRestOfRoutes } from '../first-routes.tsx';
import type { LayoutKind } from '../../hooks/use-layout-kind.ts';
import { renderRouter } from '../../testing/render-router.tsx';

export function renderApp(url: string, layout: LayoutKind = 'mobile') {
  const router = createMemoryRouter(createFirstRoutes(layout), {
    initialEntries: [url],
    patchRoutesOnNavigation: patchRestOfRoutes(layout),
  });
  return renderRouter(router, layout);
}
