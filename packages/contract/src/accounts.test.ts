import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bankCardNoSchema,
  emailSchema,
  isAddressForm,
  isAlipayAccount,
  isConfirmed,
  isValidPhone,
  loginPasswordSchema,
  realNameSchema,
  verificationCodeSchema,
  withdrawPasswordSchema,
} from './accounts.ts';

function firstReason(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('loginPasswordSchema', () => {
  it.each([
    ['abc12345', undefined],
    ['a1'.repeat(32), undefined],
    ['密码password1', undefined],
    ['', 'required'],
    ['abc1234', 'too_short'],
    ['a1'.repeat(32) + 'x', 'too_long'],
    ['abcdefgh', 'too_weak'],
    ['12345678', 'too_weak'],
    ['abc\u000012345', 'invalid_format'],
    [12345678, 'invalid_type'],
    [undefined, 'required'],
  ])('%j → %s', (value, expected) => {
    expect(firstReason(loginPasswordSchema, value)).toBe(expected);
  });

  it('accepts a pasted 64-character password with symbols', () => {
    const pasted = 'Zx9!#$%&()*+,-./:;<=>?@[]^_`{|}~'.padEnd(64, 'q7');
    expect(pasted).toHaveLength(64);
    expect(firstReason(loginPasswordSchema, pasted)).toBeUndefined();
  });
});

describe('short codes', () => {
  it.each([
    [withdrawPasswordSchema, '123456', undefined],
    [withdrawPasswordSchema, '12345', 'invalid_format'],
    [withdrawPasswordSchema, '12345a', 'invalid_format'],
    [withdrawPasswordSchema, '', 'required'],
    [verificationCodeSchema, ' 654321 ', undefined],
    [verificationCodeSchema, '6543210', 'invalid_format'],
  ])('%#', (schema, value, expected) => {
    expect(firstReason(schema, value)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['86', '13800138000', true],
    ['86', '12800138000', false],
    ['86', '1380013800', false],
    ['852', '91234567', true],
    ['1', '2025550123', true],
    ['852', '9123456789012345', false],
    ['852', '12ab5678', false],
  ])('+%s %s → %s', (area, phone, expected) => {
    expect(isValidPhone(area, phone)).toBe(expected);
  });
});

describe('emailSchema and realNameSchema', () => {
  it.each([
    [emailSchema, 'a@b.co', undefined],
    [emailSchema, 'a@b', 'invalid_format'],
    [emailSchema, 'a b@c.de', 'invalid_format'],
    [emailSchema, 'zhang.san+vip@mail.example.cn', undefined],
    [emailSchema, '<svg/onload=alert(1)>@evil.co', 'invalid_format'],
    [emailSchema, '"a"@b.co', 'invalid_format'],
    [emailSchema, 'a@-b.co', 'invalid_format'],
    [realNameSchema, '张三', undefined],
    [realNameSchema, '阿卜杜·艾尼', undefined],
    [realNameSchema, 'Chan Tai Man', undefined],
    [realNameSchema, '张', 'too_short'],
    [realNameSchema, '张3', 'invalid_format'],
    [realNameSchema, '·张三', 'invalid_format'],
  ])('%#', (schema, value, expected) => {
    expect(firstReason(schema, value)).toBe(expected);
  });
});

describe('bankCardNoSchema', () => {
  it('strips spaces and dashes', () => {
    expect(bankCardNoSchema.parse('6222 0212 3456 7890 128')).toBe('6222021234567890128');
  });
  it.each([
    ['62220212345', 'invalid_format'],
    ['62220212345678901234', 'invalid_format'],
    ['6222abcd34567890', 'invalid_format'],
    ['', 'required'],
  ])('%s → %s', (value, expected) => {
    expect(firstReason(bankCardNoSchema, value)).toBe(expected);
  });
});

describe('addresses and Alipay', () => {
  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', false],
    ['TRC20', 'AR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', false],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', true],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec', false],
    ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
  ] as const)('%s %s → %s', (network, address, expected) => {
    expect(isAddressForm(network, address)).toBe(expected);
  });

  it.each([
    ['13800138000', true],
    ['someone@example.com', true],
    ['12345', false],
  ])('alipay %s → %s', (value, expected) => {
    expect(isAlipayAccount(value)).toBe(expected);
  });

  it.each([
    [true, true],
    ['1', true],
    ['on', true],
    [1, true],
    ['0', false],
    [false, false],
    [undefined, false],
  ])('isConfirmed(%j) → %s', (value, expected) => {
    expect(isConfirmed(value)).toBe(expected);
  });
});
