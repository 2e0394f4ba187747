import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd-mobile's React 19 render hook is installed by src/components/feedback.ts, the only way the
// app reaches its imperative APIs, so tests get it the same way.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
