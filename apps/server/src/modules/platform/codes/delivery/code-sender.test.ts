import { CODE_PURPOSES, LANGS } from '@kirin/contract';
import { describe, expect, it } from 'vitest';
import { type CodeMessage, redactCode, renderCodeText } from './code-sender.ts';

const base: CodeMessage = {
  siteCode: 'pgdz',
  channel: 'phone',
  to: '+8613800138000',
  code: '482913',
  purpose: 'register',
  lang: 'zh-CN',
  siteName: '麒麟',
  ttlMinutes: 10,
};

describe('renderCodeText', () => {
  const cases = LANGS.flatMap((lang) => CODE_PURPOSES.map((purpose) => [lang, purpose] as const));

  it.each(cases)('%s %s carries the code, the site and the minutes', (lang, purpose) => {
    const { subject, text } = renderCodeText({ ...base, lang, purpose, ttlMinutes: 7 });
    expect(text).toContain('482913');
    expect(text).toContain('麒麟');
    expect(text).toMatch(/7 ?(分钟|分鐘|minutes)/);
    expect(subject).toContain('麒麟');
    expect(subject).not.toContain('482913');
  });

  it('names each purpose differently within a language', () => {
    for (const lang of LANGS) {
      const texts = CODE_PURPOSES.map((purpose) => renderCodeText({ ...base, lang, purpose }).text);
      expect(new Set(texts).size).toBe(CODE_PURPOSES.length);
    }
  });

  it('reads as the SMS templates members know', () => {
    expect(renderCodeText(base).text).toBe(
      '【麒麟】您的注册验证码是 482913，10分钟内有效。请勿告诉他人。',
    );
    expect(renderCodeText({ ...base, lang: 'zh-HK', purpose: 'withdraw' }).text).toBe(
      '【麒麟】您的提款密碼驗證碼是 482913，10分鐘內有效。請勿告訴他人。',
    );
    expect(renderCodeText({ ...base, lang: 'en', purpose: 'forget', ttlMinutes: 1 }).text).toBe(
      '[麒麟] Your password reset code is 482913. It expires in 1 minute. Do not share it with anyone.',
    );
  });
});

describe('redactCode', () => {
  it('masks every occurrence and clips long provider text', () => {
    expect(redactCode('sent 482913 to x (482913)', '482913')).toBe('sent ****** to x (******)');
    expect(redactCode('x'.repeat(1000), '482913').length).toBeLessThan(310);
  });
});
