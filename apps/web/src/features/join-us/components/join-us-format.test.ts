import { describe, expect, it } from 'vitest';
import { isContactOf, normalContact } from './join-us-format.ts';

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
