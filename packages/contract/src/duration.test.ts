import { describe, expect, it } from 'vitest';
import { formatDuration, splitDuration } from './duration.ts';
import type { Lang } from './lang.ts';

describe('splitDuration', () => {
  it.each<[number, [number, number, number, number]]>([
    [0, [0, 0, 0, 0]],
    [1, [0, 0, 0, 1]],
    [59, [0, 0, 0, 59]],
    [60, [0, 0, 1, 0]],
    [3_599, [0, 0, 59, 59]],
    [3_600, [0, 1, 0, 0]],
    [86_399, [0, 23, 59, 59]],
    [86_400, [1, 0, 0, 0]],
    [2 * 86_400 + 3 * 3_600 + 4 * 60 + 5, [2, 3, 4, 5]],
    [400 * 86_400 + 1, [400, 0, 0, 1]],
    [59.999, [0, 0, 0, 59]],
    [0.5, [0, 0, 0, 0]],
    [-1, [0, 0, 0, 0]],
    [-0.5, [0, 0, 0, 0]],
    [-86_400, [0, 0, 0, 0]],
    [Number.NaN, [0, 0, 0, 0]],
    [Number.POSITIVE_INFINITY, [0, 0, 0, 0]],
    [Number.NEGATIVE_INFINITY, [0, 0, 0, 0]],
    [Number.MAX_SAFE_INTEGER, [104_249_991_374, 7, 36, 31]],
  ])('%s → %j', (total, [days, hours, minutes, seconds]) => {
    expect(splitDuration(total)).toEqual({ days, hours, minutes, seconds });
  });
});

describe('formatDuration', () => {
  const twoDays = 2 * 86_400 + 3 * 3_600 + 4 * 60 + 5;
  it.each<[number, Lang, string]>([
    [0, 'zh-CN', '00:00:00'],
    [5, 'en', '00:00:05'],
    [65, 'zh-HK', '00:01:05'],
    [3_661, 'zh-CN', '01:01:01'],
    [86_399, 'zh-CN', '23:59:59'],
    [86_399, 'en', '23:59:59'],
    [86_400, 'zh-CN', '1天 00:00:00'],
    [86_400, 'en', '1d 00:00:00'],
    [twoDays, 'zh-CN', '2天 03:04:05'],
    [twoDays, 'zh-HK', '2天 03:04:05'],
    [twoDays, 'en', '2d 03:04:05'],
    [100 * 86_400 + 59.9, 'zh-CN', '100天 00:00:59'],
    [-30, 'zh-CN', '00:00:00'],
    [Number.NaN, 'en', '00:00:00'],
  ])('%s %s → %s', (total, lang, expected) => {
    expect(formatDuration(total, lang)).toBe(expected);
  });
});
