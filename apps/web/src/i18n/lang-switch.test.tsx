import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadI18nPart, setLang } from './index.ts';
import { useTranslation } from './use-translation.ts';

const hasPart = (lang: string, part: string) =>
  i18next.getResource(lang, 'translation', part) !== undefined;

describe('switching language while a page loads its texts', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('zh-CN');
    // Both languages' core texts are in, as after a member's earlier visit to each: a switch then
    // goes straight to the parts.
    await setLang('en');
    await setLang('zh-HK');
    await setLang('zh-CN');
  });

  it('a part asked for mid-switch is loaded in the new language too', async () => {
    const switching = setLang('en');
    const loading = loadI18nPart('vip');
    await Promise.all([switching, loading]);
    expect(i18next.language).toBe('en');
    expect(hasPart('en', 'vip')).toBe(true);
  });

  it('a part asked for just before a switch follows the member into the new language', async () => {
    const loading = loadI18nPart('agent');
    const switching = setLang('zh-HK');
    await Promise.all([loading, switching]);
    expect(hasPart('zh-HK', 'agent')).toBe(true);
  });
});

describe('useTranslation', () => {
  beforeEach(async () => {
    localStorage.clear();
    await initI18n('zh-CN');
  });

  it('draws again in the new language, with a new t for memoised texts', async () => {
    const seen: unknown[] = [];
    function Home() {
      const { t } = useTranslation();
      seen.push(t);
      return <p>{t('nav.home')}</p>;
    }
    render(<Home />);
    expect(screen.getByText('首页')).toBeTruthy();
    await act(() => setLang('en'));
    expect(screen.getByText('Home')).toBeTruthy();
    expect(new Set(seen).size).toBe(2);
  });
});
