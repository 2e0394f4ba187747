import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from './app/query-client.ts';
import { createFirstRoutes, patchRestOfRoutes } from './app/first-routes.tsx';
import { LayoutContext } from './hooks/use-layout-kind.ts';
import { currentLang, initI18n } from './i18n/index.ts';
import { AFTER_LOAD_MS, afterLoad } from './lib/after-load.ts';
import { configureApiClient } from './lib/api-client.ts';
import { isMobileUserAgent } from './lib/device.ts';
import { captureSessionFromUrl } from './stores/session-store.ts';

// A token handed over in the URL (from the native app or an agent link) becomes the session, and
// leaves the address bar so that it is not shared or kept in history.
const captured = captureSessionFromUrl(new URL(window.location.href));
if (captured.changed) window.history.replaceState(window.history.state, '', captured.cleanUrl);

const layout = isMobileUserAgent(navigator.userAgent) ? 'mobile' : 'desktop';
document.documentElement.dataset['layout'] = layout;

// No top-level await here: a module that awaits at the top makes Rolldown turn off its chunk
// optimizations (merging common chunks into the entry), and the first paint then loads dozens of
// tiny chunks instead of a few (bench/README.md, "Bundle and Lighthouse").
async function start() {
  await initI18n();
  const router = createBrowserRouter(createFirstRoutes(layout), {
    patchRoutesOnNavigation: patchRestOfRoutes(layout),
  });
  configureApiClient({ getLang: currentLang, navigate: (path) => void router.navigate(path) });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = createRoot(root);
  // In a transition React draws the first page in slices of a few milliseconds, yielding between
  // them, instead of one long task that holds up the phone's first taps.
  startTransition(() =>
    app.render(
      <StrictMode>
        <LayoutContext.Provider value={layout}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </LayoutContext.Provider>
      </StrictMode>,
    ),
  );

  afterLoad(registerWorkerWhenIdle, AFTER_LOAD_MS, true);
}

// The worker is not needed to draw the first page: register it once the page is idle. The rest of
// the route table is fetched then too, with the table of the pages' modules in the same file, so
// that the member's first tap on a link waits for neither.
function registerWorkerWhenIdle() {
  void import('./app/pwa.ts').then((pwa) => pwa.registerServiceWorker());
  void import('./app/router.tsx');
}

void start();
