import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd-mobile's React 19 render hook is installed by src/components/feedback.ts, the only way the
// app reaches its imperative APIs, so tests get it the same way.
// Pages are lazy routes: on a cold run, transforming a page's modules can take over a second.
configure({ asyncUtilTimeout: 3_000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Dialogs render into containers of their own outside the app's root, and their closing
  // animation may not finish on a loaded machine: take them away so that the next test starts on
  // a clean page. (Toasts share one container that antd-mobile reuses, so they stay.)
  for (const popup of document.querySelectorAll('.adm-dialog')) {
    popup.closest('body > *')?.remove();
  }
  sessionStorage.clear();
  localStorage.clear();
});
