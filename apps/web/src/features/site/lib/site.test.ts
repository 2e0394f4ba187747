import { describe, expect, it } from 'vitest';
import { analyticsKind, analyticsScriptUrl, injectAnalytics } from './analytics.ts';
import { isHijackedHost } from './host-check.ts';

describe('analytics', () => {
  it.each([
    ['https://js.users.51.la/21900001.js', 'la51'],
    ['https://v1.cnzz.com/z_stat.php?id=1&web_id=1', 'cnzz'],
    ['https://example.com/stats.js', undefined],
  ])('recognises %s as %s', (url, kind) => {
    expect(analyticsKind(url)).toBe(kind);
  });

  it.each([
    [
      { url: 'https://js.users.51.la/21900001.js', platform_ck: '21900001' },
      'https://js.users.51.la/21900001.js?ck=21900001&async=1',
    ],
    [
      { url: 'https://v1.cnzz.com/z_stat.php?id=12&web_id=12', platform_ck: '' },
      'https://v1.cnzz.com/z_stat.php?id=12&web_id=12&ck=12&async=1',
    ],
    [
      { url: 'https://js.users.51.la/777.js', platform_ck: '' },
      'https://js.users.51.la/777.js?ck=777&async=1',
    ],
    [{ url: 'http://js.users.51.la/1.js', platform_ck: '1' }, undefined],
    [{ url: 'https://example.com/x.js', platform_ck: '1' }, undefined],
  ])('builds the script URL for %j', (item, expected) => {
    expect(analyticsScriptUrl(item)).toBe(expected);
  });

  it('injects the host list, or the default, exactly once', () => {
    const lists = {
      default: [{ url: 'https://js.users.51.la/1.js', platform_ck: '1' }],
      'm.pgdz.example': [{ url: 'https://v1.cnzz.com/z_stat.php?id=2', platform_ck: '2' }],
    };
    expect(injectAnalytics(lists, 'M.PGDZ.EXAMPLE')).toContain('cnzz.com');
    expect(injectAnalytics(lists, 'other.example')).toBeUndefined();
    const scripts = document.querySelectorAll('script[data-analytics]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    scripts[0]?.remove();
    expect(injectAnalytics(lists, 'other.example')).toBe(
      'https://js.users.51.la/1.js?ck=1&async=1',
    );
    document.querySelector('script[data-analytics]')?.remove();
  });
});

describe('isHijackedHost', () => {
  const hosts = ['pgdz.localhost', 'www.pgdz.example'];
  it.each([
    ['www.pgdz.example', false],
    ['WWW.PGDZ.EXAMPLE', false],
    ['localhost', false],
    ['127.0.0.1', false],
    ['evil.example', true],
    ['pgdz.example.evil.com', true],
  ])('%s → %s', (host, hijacked) => {
    expect(isHijackedHost(host, hosts)).toBe(hijacked);
  });
});
