import { describe, expect, it } from 'vitest';
import { customerServiceLink } from './customer-link.ts';

describe('customerServiceLink', () => {
  it.each([
    ['https://cs.pgdz.example/chat', { isLogin: false }, 'https://cs.pgdz.example/chat'],
    ['https://cs.pgdz.example/chat', { isLogin: true }, 'https://cs.pgdz.example/chat'],
    [
      'https://cs.pgdz.example/chat',
      { isLogin: true, username: '' },
      'https://cs.pgdz.example/chat',
    ],
    [
      'https://cs.pgdz.example/chat',
      { isLogin: true, username: 'lucky88' },
      'https://cs.pgdz.example/chat?name=lucky88',
    ],
    [
      'https://cs.pgdz.example/chat?x=1',
      { isLogin: true, username: 'a b' },
      'https://cs.pgdz.example/chat?x=1&name=a+b',
    ],
    [
      'https://wa.me/85290000001',
      { isLogin: true, username: 'lucky88' },
      'https://wa.me/85290000001',
    ],
    ['', { isLogin: true, username: 'lucky88' }, ''],
  ])('%s for %j → %s', (url, member, expected) => {
    expect(customerServiceLink(url, member)).toBe(expected);
  });
});
