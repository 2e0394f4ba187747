import type { UploadImageMime } from '@kirin/contract';

// What an uploaded file is, decided from its bytes alone: the client's file name and declared
// type are never read. A file passes only when its signature is one of four image kinds AND its
// structure walks from the first byte to the format's end marker with nothing after it (a payload
// appended to an image is the usual polyglot), AND its first bytes carry no markup a browser or
// PHP would act on if the file were ever served as something else.

export type SniffedImage = { mime: UploadImageMime; ext: 'png' | 'jpg' | 'gif' | 'webp' };
export type SniffResult =
  ({ ok: true } & SniffedImage) | { ok: false; reason: 'unknown' | 'malformed' | 'markup' };

/** How far into the file markup is looked for: metadata (comments, text chunks) sits up front. */
export const MARKUP_SCAN_BYTES = 8 * 1024;
const MARKUP = ['<script', '<html', '<?php', '<svg', '<!doctype', '<iframe', '<body', '<?xml'];

export function sniffImage(bytes: Buffer): SniffResult {
  const kind = signatureOf(bytes);
  if (!kind) return { ok: false, reason: 'unknown' };
  if (hasMarkup(bytes)) return { ok: false, reason: 'markup' };
  if (!STRUCTURE[kind.ext](bytes)) return { ok: false, reason: 'malformed' };
  return { ok: true, ...kind };
}

function signatureOf(b: Buffer): SniffedImage | undefined {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { mime: 'image/png', ext: 'png' };
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    return { mime: 'image/jpeg', ext: 'jpg' };
  }
  const head = b.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { mime: 'image/gif', ext: 'gif' };
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return undefined;
}

export function hasMarkup(bytes: Buffer): boolean {
  const head = bytes.subarray(0, MARKUP_SCAN_BYTES).toString('latin1').toLowerCase();
  return MARKUP.some((marker) => head.includes(marker));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Chunks from the signature on: IHDR first (13 bytes, non-zero size), IDAT, IEND last. */
function pngParses(b: Buffer): boolean {
  let pos = 8;
  let first = true;
  let sawData = false;
  while (pos + 12 <= b.length) {
    const length = b.readUInt32BE(pos);
    const type = b.subarray(pos + 4, pos + 8).toString('latin1');
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      if (b.readUInt32BE(pos + 8) === 0 || b.readUInt32BE(pos + 12) === 0) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && length === 0 && end === b.length;
    pos = end;
  }
  return false;
}

// SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): a frame header with the image's size.
const isFrameMarker = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Marker segments up to the first scan (a frame header before it), and EOI as the last bytes. */
function jpegParses(b: Buffer): boolean {
  let pos = 2;
  let sawFrame = false;
  while (pos + 4 <= b.length) {
    if (b[pos] !== 0xff) return false;
    while (b[pos] === 0xff && pos < b.length) pos += 1; // fill bytes before a marker
    const marker = b[pos] ?? 0;
    pos += 1;
    if (marker === 0xd9 || marker === 0xd8 || marker === 0x00) return false;
    if (marker >= 0xd0 && marker <= 0xd7) continue; // restart markers carry no length
    if (pos + 2 > b.length) return false;
    const length = b.readUInt16BE(pos);
    if (length < 2 || pos + length > b.length) return false;
    if (isFrameMarker(marker)) {
      if (length < 8 || b.readUInt16BE(pos + 3) === 0 || b.readUInt16BE(pos + 5) === 0) {
        return false;
      }
      sawFrame = true;
    }
    pos += length;
    if (marker === 0xda) {
      // Entropy-coded data follows; the file must end with EOI right after it.
      return sawFrame && b.length - pos >= 2 && b[b.length - 2] === 0xff && b.at(-1) === 0xd9;
    }
  }
  return false;
}

/** Header, screen descriptor, blocks and sub-blocks through the trailer, which ends the file. */
function gifParses(b: Buffer): boolean {
  if (b.length < 13 || b.readUInt16LE(6) === 0 || b.readUInt16LE(8) === 0) return false;
  const packed = b[10] ?? 0;
  let pos = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let images = 0;
  const skipSubBlocks = (): boolean => {
    for (;;) {
      const size = b[pos];
      if (size === undefined) return false;
      pos += 1 + size;
      if (size === 0) return pos <= b.length;
    }
  };
  while (pos < b.length) {
    const block = b[pos];
    if (block === 0x3b) return images > 0 && pos + 1 === b.length;
    if (block === 0x21) {
      pos += 2; // introducer and label
      if (!skipSubBlocks()) return false;
    } else if (block === 0x2c) {
      if (pos + 10 > b.length) return false;
      const local = b[pos + 9] ?? 0;
      pos += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      pos += 1; // LZW minimum code size
      if (!skipSubBlocks()) return false;
      images += 1;
    } else {
      return false;
    }
  }
  return false;
}

/** RIFF size matches the file; chunks tile it exactly; the first is VP8, VP8L or VP8X. */
function webpParses(b: Buffer): boolean {
  if (b.length < 20 || b.readUInt32LE(4) + 8 !== b.length) return false;
  const firstChunk = b.subarray(12, 16).toString('latin1');
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(firstChunk)) return false;
  let pos = 12;
  while (pos + 8 <= b.length) {
    const size = b.readUInt32LE(pos + 4);
    pos += 8 + size + (size % 2); // chunks are padded to an even size
  }
  return pos === b.length;
}

const STRUCTURE: Record<SniffedImage['ext'], (b: Buffer) => boolean> = {
  png: pngParses,
  jpg: jpegParses,
  gif: gifParses,
  webp: webpParses,
};
