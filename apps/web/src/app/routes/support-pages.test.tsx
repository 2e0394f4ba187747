import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

// The customer-service pages of a brand on the in-house chat (customer-frame.test.tsx covers a
// brand pointing at an outside chat).
function api() {
  return mockApi({
    '/findmed/v1/md': ok(
      siteConfig({ customerServiceKind: 'inhouse', customer_service: '/iframeCustomerService' }),
    ),
    '/findmed/v1/support/messages': ok({ thread: null, list: [], hasMore: false, unread: 0 }),
  });
}

describe('customer service on the in-house chat', () => {
  it.each(['mobile', 'desktop'] as const)('%s: /app/customer is the chat', async (layout) => {
    const calls = api();
    renderApp('/app/customer', layout);
    expect(await screen.findByText('您好，有什么可以帮您？')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '在线客服' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(calls.to('/f/v1/member/preInfo')).toHaveLength(0);
  });

  it('/iframeCustomerService is the same chat under the page bar', async () => {
    api();
    renderApp('/iframeCustomerService');
    expect(await screen.findByText('您好，有什么可以帮您？')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.support-chat.is-embedded')).not.toBeNull());
    expect(screen.getAllByRole('heading', { name: '在线客服' })).toHaveLength(1);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
