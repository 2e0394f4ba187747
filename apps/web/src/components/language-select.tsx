import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.ts';
import { LANGS, isLang } from '@kirin/contract';
import { setLang } from '../i18n/index.ts';

const LABELS = { 'zh-CN': '简体中文', 'zh-HK': '繁體中文', en: 'English' } as const;

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
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
      <select value={i18n.language} onChange={(e) => void change(e.target.value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {LABELS[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
