import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LayoutContext, type LayoutKind } from '../hooks/use-layout-kind.ts';
import { initI18n } from '../i18n/index.ts';
import { createRoutes } from './router.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
});

function start(layout: LayoutKind, url: string) {
  const router = createMemoryRouter(createRoutes(layout), { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <LayoutContext.Provider value={layout}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LayoutContext.Provider>,
  );
  return router;
}

const location = (router: ReturnType<typeof start>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('redirects (spec §2)', () => {
  it.each<[LayoutKind, string, string]>([
    ['mobile', '/home', '/app/home'],
    ['mobile', '/home?i_code=A1&x=2', '/app/home?i_code=A1&x=2'],
    ['mobile', '/', '/app/home'],
    ['mobile', '/app/home', '/app/home'],
    ['desktop', '/app/home', '/home'],
    ['desktop', '/app/home?x=1', '/home?x=1'],
    ['desktop', '/', '/home'],
    ['desktop', '/home', '/home'],
  ])('%s: %s ends at %s', async (layout, from, to) => {
    const router = start(layout, from);
    await waitFor(() => expect(location(router)).toBe(to));
  });
});

describe('pages', () => {
  it.each<LayoutKind>(['mobile', 'desktop'])(
    '%s: an unknown path shows the fallback page with a way home',
    async (layout) => {
      start(layout, '/no/such/page');
      expect(await screen.findByText('页面不存在')).toBeTruthy();
      const home = screen.getByRole('link', { name: '返回首页' });
      expect(home.getAttribute('href')).toBe(layout === 'mobile' ? '/app/home' : '/home');
    },
  );

  it('shows the mobile tab bar with only pages that exist', async () => {
    start('mobile', '/app/customer');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['首页', '客服']);
    expect(nav.querySelector('a.is-active')?.textContent).toBe('客服');
  });

  it('renders the router error screen when a page throws', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: createRoutes('desktop')[0]?.errorElement,
          Component: () => {
            throw new Error('boom');
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    const errors = console.error;
    console.error = () => {};
    try {
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
      expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/app/home');
    } finally {
      console.error = errors;
    }
  });
});
