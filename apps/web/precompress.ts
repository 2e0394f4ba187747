import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes brotli and gzip copies beside every text file of the build, after every other plugin
 * (the PWA worker included), so the server can send compressed bytes without compressing per
 * request. Done at build time because brotli's best level is too slow to run per response; the
 * files are compressed on libuv's thread pool, all cores at once.
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
      async handler() {
        const files = fs
          .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
          .map((name) => path.join(outDir, name))
          .filter((file) => TEXT.test(file) && fs.statSync(file).isFile());
        await Promise.all(
          files.map(async (file) => {
            const bytes = fs.readFileSync(file);
            if (bytes.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzip(bytes, { level: 9 }),
            ]);
            fs.writeFileSync(`${file}.br`, br);
            fs.writeFileSync(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
