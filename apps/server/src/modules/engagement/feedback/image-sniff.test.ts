import { describe, expect, it } from 'vitest';
import {
  ELF,
  GIF,
  GIF_HTML,
  JPEG,
  JPEG_WITH_PHP_TAIL,
  PE,
  PNG_WITH_SCRIPT,
  WEBP,
  png,
  pngChunk,
} from '../../../testing/feedback-kit.ts';
import { MARKUP_SCAN_BYTES, sniffImage } from './image-sniff.ts';

describe('sniffImage', () => {
  it.each([
    ['PNG', png(), 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('recognises a real %s by its bytes', (_name, bytes, mime, ext) => {
    expect(sniffImage(bytes)).toEqual({ ok: true, mime, ext });
  });

  it.each([
    ['an ELF executable', ELF],
    ['a PE executable', PE],
    ['an empty file', Buffer.alloc(0)],
    ['HTML', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
  ])('does not take %s for an image', (_name, bytes) => {
    expect(sniffImage(bytes)).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it.each([
    ['a PNG with a script in a text chunk', PNG_WITH_SCRIPT],
    ['a GIF header followed by HTML', GIF_HTML],
    ['a PNG with an SVG comment', png(2, 2, [pngChunk('tEXt', Buffer.from('a\0<SVG onload=x>'))])],
    ['a PNG with PHP', png(2, 2, [pngChunk('zTXt', Buffer.from('<?php echo 1; ?>'))])],
  ])('refuses %s as markup', (_name, bytes) => {
    expect(sniffImage(bytes)).toEqual({ ok: false, reason: 'markup' });
  });

  it('looks for markup in the first few kilobytes only', () => {
    const late = pngChunk('tEXt', Buffer.from(`k\0${'x'.repeat(MARKUP_SCAN_BYTES)}<script>`));
    expect(sniffImage(png(2, 2, [late])).ok).toBe(true);
  });

  const full = png();
  const iend = full.length - 12;
  it.each([
    ['a PNG without IEND', full.subarray(0, iend)],
    ['a PNG with bytes after IEND', Buffer.concat([full, Buffer.from('payload')])],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([full.subarray(0, 8), full.subarray(33)]),
    ],
    ['a PNG without IDAT', Buffer.concat([full.subarray(0, 33), full.subarray(iend)])],
    ['a PNG of zero width', png(0, 3)],
    ['a PNG whose chunk overruns the file', full.subarray(0, 40)],
    ['a JPEG without EOI', JPEG.subarray(0, JPEG.length - 2)],
    ['a JPEG with a payload after EOI', JPEG_WITH_PHP_TAIL],
    ['a JPEG of only its signature', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a GIF without its trailer', GIF.subarray(0, GIF.length - 1)],
    ['a GIF with bytes after the trailer', Buffer.concat([GIF, Buffer.from('x')])],
    ['a WebP whose RIFF size lies', Buffer.concat([WEBP, Buffer.alloc(4)])],
    ['a truncated WebP', WEBP.subarray(0, WEBP.length - 10)],
  ])('refuses %s as malformed', (_name, bytes) => {
    expect(sniffImage(bytes)).toMatchObject({ ok: false });
  });
});
