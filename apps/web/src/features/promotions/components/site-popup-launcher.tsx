import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLang, loadI18nPart } from '../../../i18n/index.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { claimOpening, hiddenToday } from '../lib/popup-gate.ts';
import type * as PopupModule from './site-popup.tsx';

// Only this small launcher and its gate ("hidden today", once per visit) ship with the shell: the
// pop-up's code, texts and sanitiser load after the page has loaded, and not at all when the
// member hid pop-ups for today.

let popupModule: Promise<typeof PopupModule> | undefined;
const loadPopupModule = () => (popupModule ??= import('./site-popup.tsx'));

let popupTexts: Promise<unknown> | undefined;
const loadPopupTexts = () => (popupTexts ??= loadI18nPart('promotions'));

/**
 * How long after `load` the pop-up's parts are asked for: at `load` the lobby may still be loading
 * its own data, which goes first. It opens as soon as they are in, picture included: opening later
 * only makes it more likely to land on a tap the member meant for the page.
 */
export const POPUP_DELAY_MS = 500;

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
  // The pop-up's component once everything it shows is in. Not React.lazy: a lazy component
  // suspends once even when loaded, and React holds back the content that follows a fallback by
  // 300 ms, which the pop-up, the page's largest paint, paid on every visit.
  const [Popup, setPopup] = useState<typeof PopupModule.SitePopup | null>(null);
  const client = useQueryClient();
  useEffect(() => {
    let gone = false;
    const cancel = afterLoad(() => {
      if (hiddenToday(__SITE__)) return;
      // The texts load beside the code and the pop-ups it asks for, not before them.
      const prepared = loadPopupModule().then(async (module) => {
        await module.preparePopups(client, currentLang(), useSessionStore.getState().token);
        return module;
      });
      void Promise.all([prepared, loadPopupTexts()])
        // Claimed when it opens, not when scheduled: a layout that mounts twice claims it once.
        .then(([module]) => {
          if (!gone && claimOpening()) setPopup(() => module.SitePopup);
        })
        // Its code could not be had: a pop-up is never worth an error.
        .catch(() => undefined);
    }, delayMs);
    return () => {
      gone = true;
      cancel();
    };
  }, [client, delayMs]);
  return Popup ? <Popup onDone={() => setPopup(null)} /> : null;
}
