import { describe, expect, it, vi } from 'vitest';
import { imageUrl, supportsWebp } from './images.ts';

describe('supportsWebp', () => {
  // jsdom has no canvas implementation; the canvas methods are stubbed to act like browsers.
  async function freshModule() {
    vi.resetModules();
    return import('./images.ts');
  }

  it('is false without a 2d canvas (jsdom) and is checked only once', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const create = vi.spyOn(document, 'createElement');
    expect(supportsWebp()).toBe(false);
    expect(supportsWebp()).toBe(false);
    expect(create.mock.calls.filter(([tag]) => tag === 'canvas')).toHaveLength(1);
    vi.restoreAllMocks();
  });

  it.each([
    ['data:image/webp;base64,UklGR', true],
    ['data:image/png;base64,iVBOR', false],
  ])('reads the encoder answer %s', async (dataUrl, expected) => {
    const fresh = await freshModule();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(dataUrl);
    expect(fresh.supportsWebp()).toBe(expected);
    vi.restoreAllMocks();
  });
});

describe('imageUrl', () => {
  const origin = window.location.origin;

  it.each([
    ['relative png, no webp', '/img/a.png', { version: '7', webp: false }, '/img/a.png?v=7'],
    [
      'relative png, webp',
      '/img/a.png',
      { version: '7', webp: true },
      '/img/a.png?format=webp&v=7',
    ],
    [
      'jpg keeps params and hash',
      'img/b.jpg?w=10&x=a%20b#frag',
      { version: '7', webp: true },
      'img/b.jpg?w=10&x=a%20b&format=webp&v=7#frag',
    ],
    ['JPEG in capitals', '/c.JPEG', { version: '7', webp: true }, '/c.JPEG?format=webp&v=7'],
    [
      'same-origin absolute',
      `${origin}/d.png`,
      { version: '7', webp: true },
      `${origin}/d.png?format=webp&v=7`,
    ],
    [
      'other origin: version only',
      'https://cdn.other.example/e.png',
      { version: '7', webp: true },
      'https://cdn.other.example/e.png?v=7',
    ],
    [
      'protocol-relative other origin',
      '//cdn.other.example/e.jpg',
      { version: '7', webp: true },
      '//cdn.other.example/e.jpg?v=7',
    ],
    ['svg: version only', '/logo.svg', { version: '7', webp: true }, '/logo.svg?v=7'],
    ['gif: version only', '/anim.gif', { version: '7', webp: true }, '/anim.gif?v=7'],
    [
      'existing v and format replaced',
      '/a.png?v=1&format=png&k=2',
      { version: '7', webp: true },
      '/a.png?k=2&format=webp&v=7',
    ],
    ['version is encoded', '/a.png', { version: 'a b&c', webp: false }, '/a.png?v=a%20b%26c'],
    ['empty version adds nothing', '/a.png?v=1', { version: '', webp: false }, '/a.png?v=1'],
    [
      'data: untouched',
      'data:image/png;base64,AAAA',
      { version: '7', webp: true },
      'data:image/png;base64,AAAA',
    ],
    [
      'blob: untouched',
      'blob:http://localhost/123',
      { version: '7', webp: true },
      'blob:http://localhost/123',
    ],
    ['empty src untouched', '', { version: '7', webp: true }, ''],
    [
      'png name only in the query is not a raster',
      '/img?name=a.png',
      { version: '7', webp: true },
      '/img?name=a.png&v=7',
    ],
  ])('%s', (_name, src, opts, expected) => {
    expect(imageUrl(src, opts)).toBe(expected);
  });

  it('defaults the version to the build id and webp to detection', () => {
    // supportsWebp() answered false above and is cached for this module
    expect(imageUrl('/a.png')).toBe(`/a.png?v=${__BUILD_ID__}`);
  });
});
