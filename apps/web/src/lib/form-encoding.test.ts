import { describe, expect, it } from 'vitest';
import { toSearchParams } from './form-encoding.ts';

describe('toSearchParams', () => {
  it('repeats keys for arrays and writes booleans, bigint and dates as text', () => {
    const params = toSearchParams(
      { ids: [1, null, 2], on: true, off: false, big: 12345678901234567890n, at: new Date(0) },
      { omitEmpty: false },
    );
    expect(params.toString()).toBe(
      'ids=1&ids=2&on=true&off=false&big=12345678901234567890&at=1970-01-01T00%3A00%3A00.000Z',
    );
  });

  it("keeps '' in bodies but drops it from queries; null and undefined always go", () => {
    const record = { a: '', b: null, c: undefined, d: 'x' };
    expect(toSearchParams(record, { omitEmpty: false }).toString()).toBe('a=&d=x');
    expect(toSearchParams(record, { omitEmpty: true }).toString()).toBe('d=x');
  });

  it('writes nested objects as JSON', () => {
    expect(toSearchParams({ o: { k: 1n } }, { omitEmpty: false }).get('o')).toBe('{"k":"1"}');
  });
});
