import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, currentLang } from '../i18n/index.ts';
import { apiData, configureApiClient } from '../lib/api-client.ts';
import { mockApi, ok } from '../testing/api-mock.ts';
import { LanguageSelect } from './language-select.tsx';

/** A page that shows what the server said, in the language the request carried. */
function Greeting() {
  const said = useQuery({
    queryKey: ['greeting'],
    queryFn: () => apiData<string>('/test/greeting'),
    staleTime: 60_000,
  });
  return <p>{said.data ?? 'loading'}</p>;
}

describe('LanguageSelect', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('zh-CN');
    configureApiClient({ baseUrl: '', getLang: currentLang });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks again in the new language for what was still on its first load at the switch', async () => {
    let releaseFirst: () => void = () => undefined;
    const api = mockApi({
      '/test/greeting': (request) => {
        const reply = ok(`said in ${request.headers['lang']}`);
        if (api.to('/test/greeting').length > 1) return reply;
        // The first answer, in the old language, is still on its way when the member switches.
        return new Promise((resolve) => (releaseFirst = () => resolve(reply)));
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LanguageSelect />
        <Greeting />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(api.to('/test/greeting')).toHaveLength(1));

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    await waitFor(() => expect(currentLang()).toBe('en'));
    releaseFirst();

    expect(await screen.findByText('said in en')).toBeTruthy();
    expect(api.to('/test/greeting').map((r) => r.headers['lang'])).toEqual(['zh-CN', 'en']);
  });
});
