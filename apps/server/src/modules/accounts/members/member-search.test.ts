import { describe, expect, it } from 'vitest';
import { memberSearch, phoneSearch } from './member-search.ts';

describe('memberSearch', () => {
  it('is nothing without text, and reads text every way at once', () => {
    expect(memberSearch(undefined)).toBeUndefined();
    expect(memberSearch('   ')).toBeUndefined();
    expect(memberSearch(' Zhang@Mail.CN ')).toEqual({
      accountPrefix: 'zhang@mail.cn',
      phone: undefined,
      email: 'zhang@mail.cn',
      realName: 'Zhang@Mail.CN',
      inviteCode: 'ZHANG@MAIL.CN',
    });
    expect(memberSearch('ab2cd')).toMatchObject({ email: undefined, inviteCode: 'AB2CD' });
  });

  it("escapes LIKE's wildcards in the account's first letters", () => {
    expect(memberSearch('a_b%c\\d')?.accountPrefix).toBe('a\\_b\\%c\\\\d');
  });
});

describe('phoneSearch', () => {
  it('takes the national number, or it after an area code of 1-4 digits', () => {
    expect(phoneSearch('13800138000')).toEqual({
      digits: '13800138000',
      numbers: ['13800138000', '3800138000', '800138000', '00138000', '0138000'],
    });
    expect(phoneSearch('+86 138-0013-8000')?.digits).toBe('8613800138000');
    expect(phoneSearch('8613800138000')?.numbers).toContain('13800138000');
  });

  it('is no phone search for text that is not a number of 5 to 19 digits', () => {
    for (const text of ['1234', '12345678901234567890', 'abc12345', '138 0013 800a', '++8613800'])
      expect(phoneSearch(text), text).toBeUndefined();
    expect(phoneSearch('12345')).toEqual({ digits: '12345', numbers: ['12345'] });
    // Too long for a national number, long enough with an area code.
    expect(phoneSearch('1234567890123456')?.numbers).toEqual([
      '234567890123456',
      '34567890123456',
      '4567890123456',
      '567890123456',
    ]);
  });
});
