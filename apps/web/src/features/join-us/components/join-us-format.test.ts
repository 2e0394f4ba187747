import { describe, expect, it } from 'vitest';
import { isContactOf, normalContact, ratePercent } from './join-us-format.ts';

describe('ratePercent', () => {
  it('writes a fraction as an exact percentage', () => {
    expect(ratePercent('0.30')).toBe('30%');
    expect(ratePercent('0.015')).toBe('1.5%');
    expect(ratePercent('1')).toBe('100%');
    expect(ratePercent('abc')).toBe('');
  });
});

describe('contacts', () => {
  it('takes each kind in the server’s forms', () => {
    expect(isContactOf('phone', '138 0013-8000')).toBe(true);
    expect(isContactOf('phone', '12ab')).toBe(false);
    expect(isContactOf('email', 'A@B.com')).toBe(true);
    expect(isContactOf('email', 'a@b')).toBe(false);
    expect(isContactOf('wechat', 'wx_agent1')).toBe(true);
    expect(isContactOf('wechat', '1abcdef')).toBe(false);
    expect(isContactOf('qq', '12345')).toBe(true);
    expect(isContactOf('qq', '01234')).toBe(false);
    expect(isContactOf('telegram', '@agent_one')).toBe(true);
  });

  it('keeps phones without spaces and emails in lower case', () => {
    expect(normalContact('phone', ' 138 0013-8000 ')).toBe('13800138000');
    expect(normalContact('email', 'A@B.COM')).toBe('a@b.com');
  });
});
