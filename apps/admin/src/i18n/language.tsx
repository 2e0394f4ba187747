import { createContext, useContext, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCNLocale from 'antd/es/locale/zh_CN';
import { setApiLanguage } from '../lib/api.ts';
import { en, zhCN, type Texts } from './texts.ts';

export type ConsoleLang = 'zh-CN' | 'en';
const STORAGE_KEY = 'kirin-console-lang';

const initialLang = (): ConsoleLang =>
  localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'zh-CN';

/** The API's refusals and the page's own `lang` follow the console's language. */
function applied(lang: ConsoleLang): ConsoleLang {
  setApiLanguage(lang);
  document.documentElement.lang = lang;
  return lang;
}

type LanguageState = { lang: ConsoleLang; texts: Texts; setLang: (lang: ConsoleLang) => void };
const LanguageContext = createContext<LanguageState | null>(null);

/** The console's language: its words, antd's own and the API's refusals all follow it. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<ConsoleLang>(() => applied(initialLang()));
  const setLang = (next: ConsoleLang) => {
    localStorage.setItem(STORAGE_KEY, next);
    setLangState(applied(next));
  };
  const texts = (lang === 'en' ? en : zhCN) as Texts;
  return (
    <LanguageContext.Provider value={{ lang, texts, setLang }}>
      {/* No space put between two Chinese characters of a button (antd's default): 登录, not 登 录. */}
      <ConfigProvider
        locale={lang === 'en' ? enUS : zhCNLocale}
        button={{ autoInsertSpace: false }}
      >
        {children}
      </ConfigProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}
