// Renders the real route tree (layouts, guards, lazy pages) in memory, for page tests, grown from
// the first paint's routes as in the browser.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createFirstRoutes, patchRestOfRoutes } from '../first-routes.tsx';
import { LayoutContext, type LayoutKind } from '../../hooks/use-layout-kind.ts';
import { configureApiClient } from '../../lib/api-client.ts';

export function renderApp(url: string, layout: LayoutKind = 'mobile') {
  const router = createMemoryRouter(createFirstRoutes(layout), {
    initialEntries: [url],
    patchRoutesOnNavigation: patchRestOfRoutes(layout),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  configureApiClient({ baseUrl: '', navigate: (path) => void router.navigate(path) });
  const view = render(
    <LayoutContext.Provider value={layout}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LayoutContext.Provider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, client, location, ...view };
}
