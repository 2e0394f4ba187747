import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { LanguageProvider } from '../i18n/language.tsx';

/**
 * A screen as the console mounts it, for a test: its own query cache (no retries, so a refusal
 * shows at once), the operator's language (zh-CN) and antd's message and modal context.
 */
export const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <LanguageProvider>
      <App>{children}</App>
    </LanguageProvider>
  </QueryClientProvider>
);
