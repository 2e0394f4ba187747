import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './app/query-client.ts';
import { createRoutes } from './app/router.tsx';
import { LayoutContext } from './hooks/use-layout-kind.ts';
import { currentLang, initI18n } from './i18n/index.ts';
import { configureApiClient } from './lib/api-client.ts';
import { isMobileUserAgent } from './lib/device.ts';
import { captureSessionFromUrl } from './stores/session-store.ts';

// A token handed over in the URL (from the native app or an agent link) becomes the session, and
// leaves the address bar so that it is not shared or kept in history.
const captured = captureSessionFromUrl(new URL(window.location.href));
if (captured.changed) window.history.replaceState(window.history.state, '', captured.cleanUrl);

const layout = isMobileUserAgent(navigator.userAgent) ? 'mobile' : 'desktop';
document.documentElement.dataset['layout'] = layout;

await initI18n();
const router = createBrowserRouter(createRoutes(layout));
configureApiClient({ getLang: currentLang, navigate: (path) => void router.navigate(path) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <LayoutContext.Provider value={layout}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LayoutContext.Provider>
  </StrictMode>,
);

// The worker is not needed to draw the first page: register it once the page is idle.
function registerWorkerWhenIdle() {
  const start = () => void import('./app/pwa.ts').then((pwa) => pwa.registerServiceWorker());
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
if (document.readyState === 'complete') registerWorkerWhenIdle();
else window.addEventListener('load', registerWorkerWhenIdle, { once: true });
