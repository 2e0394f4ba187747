import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBER, mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { setUpPageTests } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

function api(url = 'https://cs.pgdz.example/chat') {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(MEMBER),
    '/findmed/v1/member/balance': ok({
      central: '0.00',
      total: '0.00',
      locked: '0.00',
      currency: 'CNY',
    }),
    '/f/v1/member/preInfo': ok({ customer_service: url }),
  });
}

const frame = async () => {
  await waitFor(() => expect(document.querySelector('.customer-frame iframe')).not.toBeNull());
  return document.querySelector('.customer-frame iframe') as HTMLIFrameElement;
};

describe('customer service in a frame', () => {
  it('frames the chat with the member’s name when logged in', async () => {
    useSessionStore.getState().setToken('tok-1');
    api();
    renderApp('/iframeCustomerService');
    await waitFor(async () =>
      expect((await frame()).getAttribute('src')).toBe('https://cs.pgdz.example/chat?name=alice01'),
    );
    expect((await frame()).title).toBe('在线客服');
    expect(screen.getByRole('link', { name: '在新窗口中打开' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('frames it without a name for a visitor, on desktop too', async () => {
    api();
    renderApp('/iframeCustomerService', 'desktop');
    expect((await frame()).getAttribute('src')).toBe('https://cs.pgdz.example/chat');
  });

  it('offers a link instead when the chat cannot be framed (plain http)', async () => {
    api('http://cs.example/chat');
    renderApp('/iframeCustomerService');
    expect(await screen.findByRole('link', { name: '在新窗口中打开' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('is offered from the customer-service page', async () => {
    api();
    renderApp('/app/customer');
    const link = await screen.findByRole('link', { name: '在本页打开客服' });
    expect(link.getAttribute('href')).toBe('/iframeCustomerService');
  });
});
