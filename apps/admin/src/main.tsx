import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router.tsx';
import { LanguageProvider } from './i18n/language.tsx';
import { whenSessionGone } from './lib/api.ts';

const client = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 10_000 } },
});
const router = createRouter();
// A session that ends (expired, signed out elsewhere, an operator disabled) goes back to sign-in.
whenSessionGone(() => {
  client.clear();
  void router.navigate('/sign-in', { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LanguageProvider>
      <AntApp>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </LanguageProvider>
  </StrictMode>,
);
