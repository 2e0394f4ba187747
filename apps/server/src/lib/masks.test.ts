import { describe, expect, it } from 'vitest';
import { maskAddress, maskAlipay, maskCardNo, maskEmail, maskPhone } from './masks.ts';

describe('masks', () => {
  it.each([
    [maskPhone, '13800138000', '138****8000'],
    [maskPhone, '91234567', '91****4567'],
    [maskPhone, '1234', '****'],
    [maskEmail, 'abcdef@example.com', 'ab***@example.com'],
    [maskEmail, 'a@example.com', 'a***@example.com'],
    [maskEmail, 'ab@x.io', 'a***@x.io'],
    [maskCardNo, '6222021234567890128', '**** **** **** 0128'],
    [maskAddress, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TR7NHq…gjLj6t'],
    [maskAlipay, '13800138000', '138****8000'],
    [maskAlipay, 'pay@example.com', 'pa***@example.com'],
  ])('%#: %s', (mask, input, expected) => {
    expect(mask(input)).toBe(expected);
  });

  it('never returns the full number', () => {
    for (const value of ['13800138000', '6222021234567890128', 'someone@example.com']) {
      expect(maskPhone(value)).not.toBe(value);
      expect(maskCardNo(value)).not.toContain(value);
      expect(maskEmail(value)).not.toBe(value);
    }
  });
});
