import { describe, expect, it, vi } from 'vitest';
import { announceOfflineReady, NOTICE_MS, workerEventAction } from './pwa.ts';

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

describe('the offline-ready notice', () => {
  it('is a passing line of status, not a toast over the page, and goes away by itself', () => {
    vi.useFakeTimers();
    try {
      announceOfflineReady('网站已可离线使用');
      const note = document.querySelector('[role="status"]');
      expect(note?.textContent).toBe('网站已可离线使用');
      expect(note?.className).toBe('status-notice');
      expect(document.querySelector('.adm-toast-mask')).toBeNull();
      vi.advanceTimersByTime(NOTICE_MS);
      expect(document.querySelector('[role="status"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
