import { describe, expect, it } from 'vitest';
import { describeDevice } from './user-agent.ts';

describe('describeDevice', () => {
  it('names the browser and the system with their major versions', () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
      'Chrome/120.0.0.0 Mobile Safari/537.36';
    expect(describeDevice(phone)).toBe('Chrome 120 · Android 14');
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
      'Version/17.2 Safari/605.1.15';
    expect(describeDevice(mac)).toMatch(/^Safari 17 · macOS/);
  });

  it('keeps an unknown agent as it came, cut, and says nothing of none', () => {
    expect(describeDevice('kirin-probe/1')).toBe('kirin-probe/1');
    expect(describeDevice(null)).toBeNull();
    expect(describeDevice('')).toBeNull();
  });
});
