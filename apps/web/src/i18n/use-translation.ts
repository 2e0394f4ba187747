import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The one React binding the site needs: components read texts in the current language and draw
 * again when it changes. Texts are loaded before a page renders (app/pages.ts), so unlike
 * react-i18next this never suspends or waits for resources, and it costs the first paint a few
 * hundred bytes instead of a few kilobytes (bench/README.md, "Bundle and Lighthouse").
 */
function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguage = () => i18next.language;

export function useTranslation(): { t: TFunction; i18n: typeof i18next } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  // A new `t` per language, so memoised texts are worked out again after a switch.
  const t = useMemo(() => i18next.getFixedT(language), [language]);
  return { t, i18n: i18next };
}
