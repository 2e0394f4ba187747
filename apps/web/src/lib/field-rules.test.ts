import { describe, expect, it } from 'vitest';
import { checkField, type FieldKind } from './field-rules.ts';

describe('checkField (the contract rules, as the member types)', () => {
  it.each<[FieldKind, unknown, string | null]>([
    ['account', undefined, 'required'],
    ['account', '', 'required'],
    ['account', 'ab', 'too_short'],
    ['account', 'abc_d', 'invalid_format'],
    ['account', 'abcdefghijkl', 'too_long'],
    ['account', 'alice01', null],
    ['loginPassword', '', 'required'],
    ['loginPassword', 'x', null],
    ['newPassword', 'abc123', 'too_short'],
    ['newPassword', 'abcdefgh', 'too_weak'],
    ['newPassword', '12345678', 'too_weak'],
    ['newPassword', 'abcd1234', null],
    ['withdrawPassword', '12345', 'invalid_format'],
    ['withdrawPassword', '12345a', 'invalid_format'],
    ['withdrawPassword', '123456', null],
    ['code', '', 'required'],
    ['code', '12345', 'invalid_format'],
    ['code', ' 123456 ', null],
    ['captcha', undefined, 'required'],
    ['captcha', 'ab12', null],
    ['phone', '13800138000', null],
    ['phone', '138-0013', 'invalid_format'],
    ['email', 'a@b', 'invalid_format'],
    ['email', 'a@example.com', null],
    ['realName', '张', 'too_short'],
    ['realName', '张三', null],
    ['realName', 'Zhang San', null],
    ['realName', '张三1', 'invalid_format'],
    ['cardNo', '6222 0202 0011 2233', null],
    ['cardNo', '62220202', 'invalid_format'],
    ['branch', undefined, null],
    ['branch', '', null],
    ['branch', 'x'.repeat(61), 'too_long'],
    ['bank', undefined, 'required'],
    ['bank', '010001', null],
    ['alipay', '13800138000', null],
    ['alipay', 'pay@example.com', null],
    ['alipay', 'someone', 'invalid_format'],
    ['areaCode', '', 'required'],
    ['areaCode', '86', null],
  ])('%s %j → %s', (kind, value, reason) => {
    expect(checkField(kind, value)).toBe(reason);
  });
});
