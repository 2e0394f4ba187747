import { describe, expect, it } from 'vitest';
import { parseMessageIds } from './messages.ts';

describe('parseMessageIds', () => {
  it('reads a comma list, repeated fields and numbers, skipping blanks and duplicates', () => {
    expect(parseMessageIds('1,2,3')).toEqual([1, 2, 3]);
    expect(parseMessageIds(' 4 , ,5,4 ')).toEqual([4, 5]);
    expect(parseMessageIds(['1', '2,3', 3, 7])).toEqual([1, 2, 3, 7]);
    expect(parseMessageIds(9)).toEqual([9]);
  });

  it('answers nothing for nothing and null for anything that is not an id', () => {
    expect(parseMessageIds(undefined)).toEqual([]);
    expect(parseMessageIds('')).toEqual([]);
    expect(parseMessageIds(' , ')).toEqual([]);
    for (const bad of ['x', '1,a', '0', '-1', '1.5', '01', '12345678901234567', [{}], true])
      expect(parseMessageIds(bad), String(bad)).toBeNull();
  });
});
