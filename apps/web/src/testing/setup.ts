import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { unmountPopups } from '../components/feedback.ts';

// antd-mobile's React 19 render hook is installed by src/components/feedback.ts, the only way the
// app reaches its imperative APIs, so tests get it the same way.
// Pages are lazy routes: on a cold or loaded run, transforming a page's modules can take seconds.
configure({ asyncUtilTimeout: 8_000 });

// jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Dialogs render into React roots of their own outside the app's root, and their closing
  // animation may not finish on a loaded machine: unmount them so the next test starts clean.
  unmountPopups(true);
  sessionStorage.clear();
  localStorage.clear();
});

// Nothing may render after the file's page is torn down (React would find no window).
afterAll(() => unmountPopups(false));
