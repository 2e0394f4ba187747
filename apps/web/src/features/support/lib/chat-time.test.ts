import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time.ts';

// Times are the site's business time (Asia/Shanghai, UTC+8).
const now = new Date('2026-11-20T06:00:00.000Z'); // 14:00 in Shanghai

describe('chatTime', () => {
  it.each([
    ['2026-11-20T01:05:00.000Z', '09:05'],
    ['2026-11-19T15:59:00.000Z', '11-19 23:59'],
    ['2026-01-02T00:00:00.000Z', '01-02 08:00'],
    ['2025-12-31T17:00:00.000Z', '01-01 01:00'],
    ['2025-06-01T00:00:00.000Z', '2025-06-01 08:00'],
    ['', ''],
  ])('%s → %s', (iso, expected) => {
    expect(chatTime(iso, 'zh-CN', now)).toBe(expected);
  });
});
