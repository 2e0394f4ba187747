import { describe, expect, it } from 'vitest';
import { foreignCharacters } from '../testing/han-script.ts';

// Every text bundle, the core and every part (present and future), by language.
const bundles = import.meta.glob<Record<string, unknown>>('./**/{zh-CN,zh-HK,en}.ts', {
  eager: true,
});

type Tree = { [key: string]: unknown };

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const byLanguage = (lang: string) =>
  Object.entries(bundles)
    .filter(([file]) => file.endsWith(`/${lang}.ts`))
    .flatMap(([file, module]) =>
      Object.values(module).flatMap((bundle) =>
        leaves(bundle).map(([key, text]) => ({ at: `${file} ${key}`, text })),
      ),
    );

describe('each language’s texts are written in that language', () => {
  it('finds the bundles', () => {
    expect(byLanguage('zh-HK').length).toBeGreaterThan(500);
  });

  it.each(['zh-CN', 'zh-HK', 'en'])(
    '%s: no character of another script (simplified in zh-HK, traditional in zh-CN, Chinese in en)',
    (lang) => {
      const wrong = byLanguage(lang)
        .map(({ at, text }) => ({ at, text, chars: foreignCharacters(text, lang).join('') }))
        .filter(({ chars }) => chars !== '');
      expect(wrong).toEqual([]);
    },
  );
});

describe('foreignCharacters', () => {
  it('tells the scripts apart, brand names included', () => {
    expect(foreignCharacters('Welcome to 鹏冠电子', 'en')).toEqual([...'鹏冠电子']);
    expect(foreignCharacters('Deposit：100', 'en')).toEqual(['：']);
    expect(foreignCharacters('歡迎來到鹏冠电子', 'zh-HK')).toEqual(['鹏', '电']);
    expect(foreignCharacters('歡迎來到鵬冠電子', 'zh-HK')).toEqual([]);
    expect(foreignCharacters('欢迎来到鵬冠電子', 'zh-CN')).toEqual(['鵬', '電']);
    expect(foreignCharacters('欢迎来到鹏冠电子，VIP 与 USDT', 'zh-CN')).toEqual([]);
  });

  it('lets characters that both scripts write pass in either', () => {
    for (const text of ['台灣', '皇后', '公里', '批准', '范先生', '周末', '只有', '系統'])
      expect(foreignCharacters(text, 'zh-HK'), text).toEqual([]);
    for (const text of ['著名', '台湾', '后来', '只有', '系统', '于是'])
      expect(foreignCharacters(text, 'zh-CN'), text).toEqual([]);
  });
});
