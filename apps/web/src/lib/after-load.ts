/**
 * How long after `load` the work the first page does not need waits: `load` does not wait for the
 * app to start (texts, the page's data), so it can come before the first page has drawn.
 */
export const AFTER_LOAD_MS = 1500;

/**
 * Runs `run` `delayMs` after the page's `load` event (counting from now if it has fired), and
 * with `idle` at the browser's next idle moment after that (at most 3 s later). Returns a cancel.
 */
export function afterLoad(run: () => void, delayMs: number, idle = false): () => void {
  let timer: number | undefined;
  let idleId: number | undefined;
  const fire = () => {
    if (idle && 'requestIdleCallback' in window) {
      idleId = window.requestIdleCallback(run, { timeout: 3000 });
    } else run();
  };
  const start = () => {
    timer = window.setTimeout(fire, delayMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
  };
}
