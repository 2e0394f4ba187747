import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyEncoding, compressedOnce } from './compressed-body.ts';

const big = Buffer.from(JSON.stringify({ list: Array.from({ length: 200 }, (_, i) => ({ i })) }));

describe('compressed bodies', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(bodyEncoding('gzip, deflate, br', big)).toBe('br');
    expect(bodyEncoding('gzip, deflate', big)).toBe('gzip');
    expect(bodyEncoding('br;q=0, gzip;q=0.5', big)).toBe('gzip');
    expect(bodyEncoding('identity', big)).toBeUndefined();
    expect(bodyEncoding(undefined, big)).toBeUndefined();
  });

  it('leaves small bodies alone', () => {
    expect(bodyEncoding('br', Buffer.from('{"status":true}'))).toBeUndefined();
  });

  it('compresses once per body and round-trips', () => {
    const br = compressedOnce(big, 'br');
    expect(compressedOnce(big, 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(big)).toBe(true);
    expect(gunzipSync(compressedOnce(big, 'gzip')).equals(big)).toBe(true);
    expect(br.length).toBeLessThan(big.length / 4);
  });
});
