import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { MEMBER, mockApi, ok } from '../testing/api-mock.ts';
import { SessionBootstrap } from './session-bootstrap.tsx';

const NUM = '/findmed/v1/member/message/num';

function serve(counts: number[]) {
  let n = 0;
  return mockApi({
    '/findmed/v1/member/token': ok(MEMBER),
    [NUM]: () => ok({ notRead: counts[Math.min(n++, counts.length - 1)] }),
  });
}

const unread = () => useSessionStore.getState().unread;

beforeEach(() => {
  configureApiClient({ baseUrl: '', navigate: () => {} });
  useSessionStore.getState().clearSession();
  useSessionStore.getState().setToken('tok-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SessionBootstrap', () => {
  function mount() {
    const router = createMemoryRouter([{ path: '*', element: <SessionBootstrap /> }], {
      initialEntries: ['/app/home'],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('fetches the count at start and at sign-in, throttled as the member moves on', async () => {
    const calls = serve([5, 6]);
    const router = mount();
    await vi.waitFor(() => expect(unread()).toBe(5));
    await act(() => router.navigate('/finance/deposit'));
    expect(calls.to(NUM)).toHaveLength(1);

    // Another member signs in: a new session, counted at once.
    act(() => {
      useSessionStore.getState().clearSession();
      useSessionStore.getState().setToken('tok-2');
    });
    await vi.waitFor(() => expect(unread()).toBe(6));
    expect(calls.to(NUM).map((r) => r.headers.t)).toEqual(['tok-1', 'tok-2']);
  });

  it('asks nothing without a session', async () => {
    useSessionStore.getState().clearSession();
    const calls = serve([5]);
    mount();
    await act(async () => {});
    expect(calls.to(NUM)).toHaveLength(0);
  });
});
