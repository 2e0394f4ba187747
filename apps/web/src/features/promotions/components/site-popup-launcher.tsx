import { lazy, Suspense, useEffect, useState } from 'react';
import { loadI18nPart } from '../../../i18n/index.ts';

// Only this small launcher ships with the shell: the gate ("hidden today", once per visit) and the
// pop-up's code, texts and sanitiser load after the page has painted, and the pop-up not at all
// when the member hid pop-ups for today.

const SitePopup = lazy(async () => {
  const [module] = await Promise.all([import('./site-popup.tsx'), loadI18nPart('promotions')]);
  return { default: module.SitePopup };
});

/** How long after the page has loaded the pop-up is looked for: the lobby paints first. */
export const POPUP_DELAY_MS = 1500;

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
  useEffect(() => {
    let gone = false;
    // Claimed when it is due, not when scheduled: a layout that mounts twice claims it once.
    const cancel = afterLoad(() => {
      void import('../lib/popup-gate.ts').then((gate) => {
        if (!gone && !gate.hiddenToday(__SITE__) && gate.claimOpening()) setOpen(true);
      });
    }, delayMs);
    return () => {
      gone = true;
      cancel();
    };
  }, [delayMs]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SitePopup onDone={() => setOpen(false)} />
    </Suspense>
  );
}
