import { describe, expect, it } from 'vitest';
import { workerEventAction } from './pwa.ts';

// Two distinct worker handles; the page compares them by identity, as the browser hands out one
// object per worker.
const first = { scriptURL: '/sw.js' } as ServiceWorker;
const newer = { scriptURL: '/sw.js' } as ServiceWorker;

describe('service worker lifecycle (spec §7)', () => {
  it('tells the member the site works offline when the first worker activates', () => {
    expect(workerEventAction('activated', { isUpdate: false, sw: first }, null)).toBe(
      'offline-ready',
    );
    // Its taking control of the page is no new build.
    expect(workerEventAction('controlling', { isUpdate: false, sw: first }, null)).toBeUndefined();
  });

  it('does not reload a page opened while the first worker was still activating', () => {
    // The worker already controlled the page at start, so Workbox reports an update.
    expect(workerEventAction('activated', { isUpdate: true, sw: first }, first)).toBe(
      'offline-ready',
    );
  });

  it('reloads when a newer worker takes control, and says nothing on its activation', () => {
    expect(workerEventAction('activated', { isUpdate: true, sw: newer }, first)).toBeUndefined();
    expect(workerEventAction('controlling', { isUpdate: true, sw: newer }, first)).toBe('reload');
  });
});
