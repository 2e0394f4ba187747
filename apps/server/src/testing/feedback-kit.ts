import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app.ts';
import { insertMembers } from './ledger.ts';
import { DEVICE } from './members.ts';

// Test material for uploads and feedback: images made by real encoders (Chromium's canvas for
// JPEG and WebP), a PNG built chunk by chunk, executables and polyglots, and a multipart writer.

const fromBase64 = (parts: string[]) => Buffer.from(parts.join(''), 'base64');

/** 16x12 JPEG from Chromium's encoder (JFIF, ICC profile, baseline). */
export const JPEG = fromBase64([
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AAB',
  'AAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFla',
  'AAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAA',
  'AChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1',
  'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBh',
  'cmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAc',
  'AEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQY',
  'GBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgo',
  'KCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAMABADASIAAhEBAxEB/8QAFgABAQEA',
  'AAAAAAAAAAAAAAAAAAQG/8QAJBAAAAQFAwUAAAAAAAAAAAAAAQQREgACAxMUBQYxBxUhUpH/xAAVAQEBAAAAAAAA',
  'AAAAAAAAAAAFBv/EACERAAECBAcAAAAAAAAAAAAAABMAEgMEFIERISIjUVKx/9oADAMBAAIRAxEAPwCTqTus9tjt',
  '2BSLVMm4+/LMKNaiIIeww6bbrPbn7jn0i1PGtssyzArnKqiPqEas/ppHUGZ5Isatqy/SlnavKKHjgPkCGmkdPfgE',
  'ixW4j7NKWRycKgeeR+xBVMtSBHudr4+ZJocQz3aeLL//2Q==',
]);

/** 16x12 lossy WebP with an ICC profile (VP8X, ICCP, VP8). */
export const WEBP = fromBase64([
  'UklGRlwCAABXRUJQVlA4WAoAAAAgAAAADwAACwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AAB',
  'AAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAA',
  'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFla',
  'AAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAA',
  'AChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1',
  'AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBh',
  'cmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAc',
  'AEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggbgAAALACAJ0BKhAADAABQCYlsAJ0ugCz/8lJ/YAF',
  'qaygQAD+3u8DP4/+X/eiZ8BAX0Kf2L9xf+qrpdD/5uP/Z/OP9wx1n+0/Zn85/3LpM3/r7Hv6SnH+hYw0i23+zolq',
  'ViQiLJRVvlOfbzpHc1Pjn2AA',
]);

/** 1x1 GIF89a with a graphic control extension. */
export const GIF = fromBase64(['R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==']);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real RGB PNG of `width` x `height`; `extra` chunks go between IHDR and IDAT. */
export function png(width = 4, height = 3, extra: Buffer[] = []): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc9)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG of about `bytes` bytes: random pixels do not compress. */
export function bigPng(bytes: number): Buffer {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((side * 3 + 1) * side);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of a Linux executable (ELF64, x86-64) padded out. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(8),
  Buffer.from([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00]),
  Buffer.alloc(200, 0x90),
]);

/** A Windows executable's DOS header ("MZ", e_lfanew) and PE signature. */
export const PE = (() => {
  const b = Buffer.alloc(256);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

/** A PNG that carries a script in a text chunk: valid structure, refused for its markup. */
export const PNG_WITH_SCRIPT = png(4, 3, [
  pngChunk('tEXt', Buffer.from('Comment\0<script>alert(document.cookie)</script>', 'latin1')),
]);
/** A valid JPEG with a PHP payload after its end: the file must end at EOI. */
export const JPEG_WITH_PHP_TAIL = Buffer.concat([
  JPEG,
  Buffer.from('<?php system($_GET["c"]); ?>'),
]);
/** A GIF header followed by an HTML page (the classic GIFAR-style polyglot). */
export const GIF_HTML = Buffer.from(
  'GIF89a/*<html><body><script>alert(1)</script></body></html>*/',
);

export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kirin${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `data` as field `file`, named and typed as the caller claims. */
export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  data: Buffer,
  claim: { filename?: string; type?: string } = {},
) {
  const body = multipart([
    {
      name: 'file',
      filename: claim.filename ?? 'photo.png',
      type: claim.type ?? 'image/png',
      data,
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/f/v1/upload',
    payload: body.payload,
    headers: { ...body.headers, device_no: DEVICE, ...(token ? { t: token } : {}) },
  });
}

/** `count` members of a site with a live session each: `{ id, t }`. */
export async function sessionMembers(t: TestApp, count: number, siteCode = 'pgdz') {
  const ids = await insertMembers(t.database, count, siteCode);
  return Promise.all(
    ids.map(async (id) => ({
      id,
      t: await t.app.services.memberSessions.start(t.database.db, id, {}),
    })),
  );
}
