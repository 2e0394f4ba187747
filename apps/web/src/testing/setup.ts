import { cleanup } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

// antd-mobile's imperative APIs (Toast, Dialog) draw nothing under React 19 without this.
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => root.unmount();
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
