import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes brotli and gzip copies beside every text file of the build, after every other plugin
 * (the PWA worker included), so the server can send compressed bytes without compressing per
 * request. Done at build time because brotli's best level is too slow to run per response.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kirin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
        for (const name of files) {
          const file = path.join(outDir, name);
          if (!TEXT.test(name) || !fs.statSync(file).isFile()) continue;
          const bytes = fs.readFileSync(file);
          if (bytes.length < MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}
