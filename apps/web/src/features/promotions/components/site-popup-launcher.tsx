import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentLang } from '../../../i18n/index.ts';
import { afterLoad } from '../../../lib/after-load.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { popupsQuery } from '../api/get-popups.ts';
import { claimOpening, hiddenToday } from '../lib/popup-gate.ts';
import type * as PopupModule from './site-popup.tsx';

// Only this small launcher, its gate ("hidden today", once per visit) and its few texts ship with
// the shell: the pop-up's code and sanitiser load after the page has loaded, and not at all when
// the member hid pop-ups for today.

let popupModule: Promise<typeof PopupModule> | undefined;
const loadPopupModule = () => (popupModule ??= import('./site-popup.tsx'));

/**
 * How long after `load` the pop-up's parts are asked for: at `load` the lobby may still be loading
 * its own data, which goes first. It opens as soon as they are in, picture included: opening later
 * only makes it more likely to land on a tap the member meant for the page.
 */
export const POPUP_DELAY_MS = 500;

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
      const [lang, token] = [currentLang(), useSessionStore.getState().token];
      // The list, then its first picture, load beside the code, not after it:
      // the picture is the page's largest paint, and each step it waits for is a round trip.
      void client
        .fetchQuery(popupsQuery(lang, token))
        .then((list) => list[0] && (new Image().src = list[0].imageUrl))
        .catch(() => undefined);
      void loadPopupModule()
        .then(async (module) => {
          await module.preparePopups(client, lang, token);
          return module;
        })
        // Claimed when it opens, not when scheduled: a layout that mounts twice claims it once.
        .then((module) => {
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
