import { describe, expect, it } from 'vitest';
import { apiPath, buildHeaders } from './api-client.ts';

describe('buildHeaders', () => {
  const ctx = { lang: 'zh-CN', deviceNo: 'h5__abcdefgh_ijklmnop', token: null, vid: null };

  it('sends the spec headers and the hgtyc site-code alias', () => {
    expect(buildHeaders('hgtyc', ctx)).toEqual({
      d: '25',
      lang: 'zh-CN',
      device_no: 'h5__abcdefgh_ijklmnop',
      site_code: 'hgty_tyc',
    });
    expect(buildHeaders('pgdz', ctx).site_code).toBe('pgdz');
  });

  it('adds t and vid only when present, and normalises lang', () => {
    const headers = buildHeaders('pgdz', { ...ctx, lang: 'zh_TW', token: 'tok', vid: 'v9' });
    expect(headers).toMatchObject({ t: 'tok', vid: 'v9', lang: 'zh-HK' });
    expect(buildHeaders('pgdz', { ...ctx, token: '' })).not.toHaveProperty('t');
  });
});

describe('apiPath', () => {
  it.each([
    ['/findmed/v1/md', '/api/findmed/v1/md'],
    ['findmed/v1/md', '/api/findmed/v1/md'],
    ['/api/findmed/v1/md', '/api/findmed/v1/md'],
    ['/apikeys', '/api/apikeys'],
  ])('%s → %s', (path, expected) => {
    expect(apiPath(path)).toBe(expected);
  });
});
