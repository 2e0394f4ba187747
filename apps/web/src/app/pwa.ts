import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { showToast } from '../components/feedback.ts';

/**
 * The service worker lives at the site root with root scope (spec §7). Its first activation tells
 * the member the site now works offline; an updated worker's activation reloads the page so the
 * member never runs a stale build against a newer server.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('activated', (event) => {
    if (event.isUpdate) window.location.reload();
    else void showToast(i18next.t('pwa.offlineReady'), 'success');
  });
  wb.register().catch((error: unknown) =>
    console.warn('service worker registration failed', error),
  );
}
