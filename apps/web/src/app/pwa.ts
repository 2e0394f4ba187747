import i18next from 'i18next';
import { Workbox } from 'workbox-window';

type WorkerEvent = { isUpdate?: boolean; sw?: ServiceWorker };

/**
 * What a worker lifecycle event asks of the page. Only a newer worker taking control means a new
 * build: reloading on `activated` also reloaded a page opened while the first worker was still
 * activating (Workbox calls that one an update, since it already controls the page), throwing
 * away whatever the member had started.
 */
export function workerEventAction(
  type: 'activated' | 'controlling',
  event: WorkerEvent,
  controllerAtStart: ServiceWorker | null,
): 'offline-ready' | 'reload' | undefined {
  if (type === 'controlling') return event.isUpdate ? 'reload' : undefined;
  return !event.isUpdate || event.sw === controllerAtStart ? 'offline-ready' : undefined;
}

/** How long the offline-ready line stays. */
export const NOTICE_MS = 3000;

/**
 * "网站已可离线使用", said once on a first visit: a slim line above the tab bar that lets every tap
 * through and goes away by itself, not a toast over the lobby the member came to see.
 */
export function announceOfflineReady(text: string = i18next.t('pwa.offlineReady')): void {
  const note = document.createElement('div');
  note.className = 'status-notice';
  note.setAttribute('role', 'status');
  note.textContent = text;
  document.body.append(note);
  window.setTimeout(() => note.remove(), NOTICE_MS);
}

/**
 * The service worker lives at the site root with root scope (spec §7). Its first activation tells
 * the member the site now works offline; a newer worker taking control reloads the page so the
 * member never runs a stale build against a newer server.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  const controllerAtStart = navigator.serviceWorker.controller;
  const act = (type: 'activated' | 'controlling') => (event: WorkerEvent) => {
    const action = workerEventAction(type, event, controllerAtStart);
    if (action === 'reload') window.location.reload();
    if (action === 'offline-ready') announceOfflineReady();
  };
  wb.addEventListener('activated', act('activated'));
  wb.addEventListener('controlling', act('controlling'));
  wb.register().catch((error: unknown) =>
    console.warn('service worker registration failed', error),
  );
}
