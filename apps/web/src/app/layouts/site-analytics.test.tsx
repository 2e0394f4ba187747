import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';
import { mockApi, ok, siteConfig } from '../../testing/api-mock.ts';

setUpPageTests();

const analyticsScript = () => document.head.querySelector('script[data-analytics]');

describe('the site config at start', () => {
  it('injects the statistics script once the page has loaded and is idle, not before', async () => {
    const scriptsList = { default: [{ url: 'https://js.users.51.la/2190.js', platform_ck: '' }] };
    const calls = mockApi({
      '/findmed/v1/md': ok(siteConfig({ scriptsList })),
      '/findmed/v1/game/list': ok({ list: [] }),
      '/findmed/v1/popups': ok({ list: [] }),
    });
    renderApp('/app/home');
    await waitFor(() => expect(calls.to('/findmed/v1/md')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(analyticsScript()).toBeNull();
    await waitFor(() => expect(analyticsScript()).not.toBeNull(), { timeout: 4000 });
    expect(analyticsScript()?.getAttribute('src')).toBe(
      'https://js.users.51.la/2190.js?ck=2190&async=1',
    );
    analyticsScript()?.remove();
  });
});
