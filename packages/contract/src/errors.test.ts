import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  FIELD_REASON_MESSAGES,
  SUCCESS_MESSAGES,
  fieldReasonMessage,
  isErrorCode,
  messageFor,
  successMessage,
} from './errors.ts';
import type { ErrorCode, MessageParams, SuccessKey } from './errors.ts';
import { LANGS } from './lang.ts';
import type { Lang } from './lang.ts';
import { FIELD_REASONS } from './validation.ts';

const HAN = /\p{Script=Han}/u;

type Catalogue = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

// One row per catalogue entry and language: [catalogue, key, lang, text].
const rows = (name: string, catalogue: Catalogue) =>
  Object.entries(catalogue).flatMap(([key, texts]) =>
    LANGS.map((lang) => [name, key, lang, texts[lang]] as const),
  );

const ALL_TEXTS = [
  ...rows('ERROR_MESSAGES', ERROR_MESSAGES),
  ...rows('SUCCESS_MESSAGES', SUCCESS_MESSAGES),
  ...rows('FIELD_REASON_MESSAGES', FIELD_REASON_MESSAGES),
];

describe('message catalogues', () => {
  it('cover exactly the three shipped languages', () => {
    for (const catalogue of [ERROR_MESSAGES, SUCCESS_MESSAGES, FIELD_REASON_MESSAGES]) {
      for (const texts of Object.values(catalogue)) {
        expect(Object.keys(texts).sort()).toEqual([...LANGS].sort());
      }
    }
  });

  it.each(ALL_TEXTS)('%s.%s has %s text in the right script', (_catalogue, _key, lang, text) => {
    expect(typeof text).toBe('string');
    expect(text.trim()).not.toBe('');
    expect(text).toBe(text.trim());
    if (lang === 'en') {
      expect(text).not.toMatch(HAN);
    } else {
      expect(text).toMatch(HAN);
    }
  });
});

describe('spec section 8 wording (zh-CN)', () => {
  it.each<[ErrorCode, string]>([
    ['CODE_SEND_FAILED', '获取验证码失败'],
    ['CODE_INVALID', '验证码错误'],
    ['ACCOUNT_OR_PASSWORD', '账号或密码错误'],
    ['COPY_FAILED', '复制失败'],
    ['TRY_AGAIN', '请重试'],
  ])('error %s is %s', (code, text) => {
    expect(ERROR_MESSAGES[code]['zh-CN']).toBe(text);
    expect(messageFor(code, 'zh-CN')).toBe(text);
  });

  it.each<[SuccessKey, string]>([
    ['MODIFIED', '修改成功'],
    ['BOUND', '绑定成功'],
    ['COPIED', '复制成功'],
    ['SUBMITTED', '提交成功'],
    ['PASSWORD_CHANGED', '密码修改成功'],
    ['CODE_SENT_PHONE', '验证码已发送至您的手机'],
  ])('success %s is %s', (key, text) => {
    expect(SUCCESS_MESSAGES[key]['zh-CN']).toBe(text);
    expect(successMessage(key, 'zh-CN')).toBe(text);
  });

  it('DOMAIN_HIJACKED tells the member to switch to 4G or 5G', () => {
    expect(ERROR_MESSAGES.DOMAIN_HIJACKED['zh-CN']).toContain('4G');
    expect(ERROR_MESSAGES.DOMAIN_HIJACKED['zh-CN']).toContain('5G');
  });

  it('both WITHDRAW_PASSWORD_NOT_SET variants start the same way and differ', () => {
    const plain = ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET['zh-CN'];
    const forAccount = ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT['zh-CN'];
    expect(plain.startsWith('您尚未设置提现密码')).toBe(true);
    expect(forAccount.startsWith('您尚未设置提现密码')).toBe(true);
    expect(plain).not.toBe(forAccount);
  });
});

describe('messageFor', () => {
  it.each<[ErrorCode, Lang, MessageParams | undefined, string]>([
    ['RATE_LIMITED', 'zh-CN', { seconds: 30 }, '操作过于频繁，请30秒后再试'],
    ['RATE_LIMITED', 'zh-HK', { seconds: '45' }, '操作過於頻繁，請45秒後再試'],
    ['RATE_LIMITED', 'en', { seconds: 0 }, 'Too many attempts. Please try again in 0 seconds.'],
    ['ACCOUNT_LOCKED', 'zh-CN', { minutes: 15 }, '登录失败次数过多，账号已锁定，请15分钟后再试'],
    [
      'ACCOUNT_LOCKED',
      'en',
      { minutes: 15 },
      'Too many failed log-ins. The account is locked; try again in 15 minutes.',
    ],
    // placeholders without a param stay as they are
    ['RATE_LIMITED', 'zh-CN', undefined, '操作过于频繁，请{seconds}秒后再试'],
    ['RATE_LIMITED', 'zh-CN', {}, '操作过于频繁，请{seconds}秒后再试'],
    [
      'RATE_LIMITED',
      'en',
      { minutes: 5 },
      'Too many attempts. Please try again in {seconds} seconds.',
    ],
    // inherited names are not params
    ['RATE_LIMITED', 'zh-CN', Object.create({ seconds: 9 }), '操作过于频繁，请{seconds}秒后再试'],
    // params for a message without placeholders change nothing
    ['CODE_INVALID', 'zh-CN', { seconds: 30 }, '验证码错误'],
    ['ACCOUNT_OR_PASSWORD', 'en', undefined, 'Incorrect account or password.'],
  ])('%s in %s with %j', (code, lang, params, expected) => {
    expect(messageFor(code, lang, params)).toBe(expected);
  });

  it('returns the catalogue text for every code and language', () => {
    for (const code of ERROR_CODES) {
      for (const lang of LANGS) {
        expect(messageFor(code, lang)).toBe(ERROR_MESSAGES[code][lang]);
      }
    }
  });
});

describe('isErrorCode', () => {
  it.each(ERROR_CODES)('accepts %s', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });

  it.each<[unknown]>([
    ['toString'],
    ['hasOwnProperty'],
    ['constructor'],
    ['__proto__'],
    [''],
    ['validation'],
    ['code_invalid'],
    ['Not_Found'],
    [' VALIDATION'],
    ['UNKNOWN_CODE'],
    [undefined],
    [null],
    [42],
    [{}],
  ])('rejects %j', (value) => {
    expect(isErrorCode(value)).toBe(false);
  });

  it('ERROR_CODES lists every catalogue key once', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERROR_MESSAGES));
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('field reasons', () => {
  it('every FIELD_REASONS key has messages and no message lacks a reason', () => {
    expect(Object.keys(FIELD_REASON_MESSAGES).sort()).toEqual([...FIELD_REASONS].sort());
  });

  it.each(FIELD_REASONS)('fieldReasonMessage(%s) reads the catalogue', (reason) => {
    for (const lang of LANGS) {
      expect(fieldReasonMessage(reason, lang)).toBe(FIELD_REASON_MESSAGES[reason][lang]);
    }
  });
});
