import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { currentLang, loadI18nPart } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { claimOpening, hiddenToday } from '../lib/popup-gate.ts';
import type * as PopupModule from './site-popup.tsx';

// Only this small launcher and its gate ("hidden today", once per visit) ship with the shell: the
// pop-up's code, texts and sanitiser load after the page has loaded, and not at all when the
// member hid pop-ups for today.

let popupModule: Promise<typeof PopupModule> | undefined;
const loadPopupModule = () =>
  (popupModule ??= Promise.all([import('./site-popup.tsx'), loadI18nPart('promotions')]).then(
    ([module]) => module,
  ));

const SitePopup = lazy(() => loadPopupModule().then((m) => ({ default: m.SitePopup })));

/** How long after the page has loaded the pop-up opens: the lobby is read first. */
export const POPUP_DELAY_MS = 1500;
/**
 * How long before it opens its parts are fetched: late enough that the page's own requests go
 * first (at `load` the lobby may still be loading its data), early enough to open it whole.
 */
const PREPARE_LEAD_MS = 1000;

function afterLoad(run: () => void, delayMs: number): () => void {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** The site pop-up, once per visit, in the shell of either layout. */
export function SitePopupLauncher({ delayMs = POPUP_DELAY_MS }: { delayMs?: number }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  useEffect(() => {
    let gone = false;
    // Its code, texts, list and picture are fetched ahead; it opens when due.
    const cancelPrepare = afterLoad(
      () => {
        if (hiddenToday(__SITE__)) return;
        void loadPopupModule().then((module) => {
          const { token } = useSessionStore.getState();
          if (!gone) return module.preparePopups(client, currentLang(), token);
        });
      },
      Math.max(0, delayMs - PREPARE_LEAD_MS),
    );
    // Claimed when it is due, not when scheduled: a layout that mounts twice claims it once.
    const cancelOpen = afterLoad(() => {
      if (!gone && !hiddenToday(__SITE__) && claimOpening()) setOpen(true);
    }, delayMs);
    return () => {
      gone = true;
      cancelPrepare();
      cancelOpen();
    };
  }, [client, delayMs]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SitePopup onDone={() => setOpen(false)} />
    </Suspense>
  );
}
