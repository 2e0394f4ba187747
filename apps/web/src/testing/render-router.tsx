// Renders a memory router as the app does: its own query client (no retries), the API client
// navigating through the router, and the layout. For the page tests (app/testing/render-app.tsx)
// and a feature's own tests of one page.
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import { LayoutContext, type LayoutKind } from '../hooks/use-layout-kind.ts';
import { configureApiClient } from '../lib/api-client.ts';

export function renderRouter(router: ReturnType<typeof createMemoryRouter>, layout: LayoutKind) {
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
