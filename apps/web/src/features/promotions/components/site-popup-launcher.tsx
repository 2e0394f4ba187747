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

/** How long the pop-up waits for its picture before it opens without it. */
const PICTURE_WAIT_MS = 2000;

/** Settles once the picture can be drawn, cannot be had, or has kept the pop-up waiting too long. */
async function pictureReady(url: string | undefined): Promise<void> {
  if (!url) return;
  const picture = new Image();
  picture.src = url;
  // decode() settles once the picture can be drawn (or cannot be had); some engines lack it.
  const drawable = typeof picture.decode === 'function' ? picture.decode() : Promise.resolve();
  let timer: number | undefined;
  await Promise.race([
    drawable.catch(() => undefined),
    new Promise((resolve) => (timer = window.setTimeout(resolve, PICTURE_WAIT_MS))),
  ]);
  window.clearTimeout(timer);
}

/**
 * The site pop-up, once per visit, in the shell of either layout. It greets the member on the home
 * (`onHome`): a visit that starts on the member centre or any other page is not interrupted.
 */
export function SitePopupLauncher({
  onHome,
  delayMs = POPUP_DELAY_MS,
}: {
  onHome: boolean;
  delayMs?: number;
}) {
  // The pop-up's component once everything it shows is in. Not React.lazy: a lazy component
  // suspends once even when loaded, and React holds back the content that follows a fallback by
  // 300 ms, which the pop-up, the page's largest paint, paid on every visit.
  const [Popup, setPopup] = useState<typeof PopupModule.SitePopup | null>(null);
  const client = useQueryClient();
  useEffect(() => {
    if (!onHome) return;
    let gone = false;
    const cancel = afterLoad(() => {
      if (hiddenToday(__SITE__)) return;
      // The list, then its first picture, load beside the code, not after it: the picture is
      // the page's largest paint, and each step it waits for is a round trip. The pop-up opens
      // whole, once its code and picture are in.
      const pictured = client
        .fetchQuery(popupsQuery(currentLang(), useSessionStore.getState().token))
        .then((list) => pictureReady(list[0]?.imageUrl))
        .catch(() => undefined);
      void Promise.all([loadPopupModule(), pictured])
        // Claimed when it opens, not when scheduled: a layout that mounts twice claims it once.
        .then(([module]) => {
          if (!gone && claimOpening(__SITE__)) setPopup(() => module.SitePopup);
        })
        // Its code could not be had: a pop-up is never worth an error.
        .catch(() => undefined);
    }, delayMs);
    return () => {
      gone = true;
      cancel();
    };
  }, [client, delayMs, onHome]);
  return Popup ? <Popup onDone={() => setPopup(null)} /> : null;
}
