import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LayoutKind } from '../hooks/use-layout-kind.ts';
import { createRoutes } from './router.tsx';
import { setUpPageTests } from './testing/page-tests.ts';
import { renderApp } from './testing/render-app.tsx';

setUpPageTests();

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
    const app = renderApp(from, layout);
    await waitFor(() => expect(app.location()).toBe(to));
  });
});

describe('pages', () => {
  it.each<LayoutKind>(['mobile', 'desktop'])(
    '%s: an unknown path shows the fallback page with a way home',
    async (layout) => {
      renderApp('/no/such/page', layout);
      expect(await screen.findByText('页面不存在')).toBeTruthy();
      const home = screen.getByRole('link', { name: '返回首页' });
      expect(home.getAttribute('href')).toBe(layout === 'mobile' ? '/app/home' : '/home');
    },
  );

  it('shows the mobile tab bar with only pages that exist', async () => {
    renderApp('/app/customer', 'mobile');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['首页', '优惠', '客服', '赞助', '会员中心']);
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
