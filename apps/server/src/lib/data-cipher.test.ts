import { describe, expect, it } from 'vitest';
import { DataCipher, newDataKey, parseDataKey } from './data-cipher.ts';

describe('the data cipher', () => {
  const key = newDataKey();
  const cipher = new DataCipher(key);

  it('seals to text that names its key and holds nothing of the value, and opens it', () => {
    const sealed = cipher.seal('6222021234567890128');
    expect(sealed).toMatch(/^enc1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('1234567890');
    expect(cipher.seal('6222021234567890128')).not.toBe(sealed);
    expect(cipher.open(sealed)).toBe('6222021234567890128');
    expect(cipher.isCurrent(sealed)).toBe(true);
  });

  it('passes through a value stored before encryption, and refuses a tampered one', () => {
    expect(cipher.open('6222021234567890128')).toBe('6222021234567890128');
    expect(cipher.isCurrent('6222021234567890128')).toBe(false);
    const sealed = cipher.seal('张三');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => cipher.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1)}`)).toThrow();
  });

  it('after a rotation opens what the old key sealed, seals with the new, and rehashes', () => {
    const rotated = new DataCipher(newDataKey(), [key]);
    const old = cipher.seal('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(rotated.open(old)).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(rotated.isCurrent(old)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    // Without the old key it cannot be opened, and says which key it needs.
    expect(() => new DataCipher(newDataKey()).open(old)).toThrow(/not configured/);
    expect(rotated.blindIndex('a')).not.toBe(cipher.blindIndex('a'));
    expect(cipher.blindIndex('a')).toBe(new DataCipher(key).blindIndex('a'));
  });

  it('takes a key as 64 hex digits or base64 of 32 bytes, nothing shorter', () => {
    expect(parseDataKey(key.toString('hex'))).toEqual(key);
    expect(parseDataKey(key.toString('base64'))).toEqual(key);
    expect(parseDataKey('abcd')).toBeUndefined();
  });
});
