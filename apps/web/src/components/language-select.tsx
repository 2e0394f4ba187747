import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { LANGS, isLang } from '@kirin/contract';
import { setLang } from '../i18n/index.ts';

/** Each language names itself, in its own words (marked with its `lang`, for screen readers too). */
const LABELS = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English' } as const;
/** What the closed selector shows: short enough for a phone's top bar beside the balance. */
const SHORT = { 'zh-CN': '简', 'zh-HK': '繁', en: 'EN' } as const;

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}

/**
 * The language picker of both frames' header: the native select (its own accessible name, the
 * phone's own picker) drawn as a small globe with the language's short name, so that it never
 * crowds the balance in a phone's top bar.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const current = isLang(i18n.language) ? i18n.language : undefined;
  // The server answers in the request's language (game names, help pages, record titles), so
  // everything cached was said in the old one. A query still on its first load would not be
  // asked again by invalidating alone: TanStack Query joins the call in flight, sent in the old
  // language. So calls in flight are dropped first.
  const change = async (lang: string) => {
    if (!isLang(lang)) return;
    await setLang(lang);
    await client.cancelQueries();
    await client.invalidateQueries();
  };
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('common.language')}</span>
      <span className="language-face" aria-hidden="true">
        <GlobeIcon />
        {current && SHORT[current]}
      </span>
      <select value={i18n.language} onChange={(e) => void change(e.target.value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LABELS[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
