import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { dataCipherOf, ensureDataKey } from './data-key.ts';

describe('the data key outside production', () => {
  it('is made once in DATA_DIR, private, and read back by every later start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-key-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      await ensureDataKey(first);
      const file = path.join(dir, 'data-key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const again = loadConfig({ NODE_ENV: 'development', DATA_DIR: dir });
      await ensureDataKey(again);
      expect(again.dataKey).toEqual(first.dataKey);
      // What one start sealed, the next opens.
      const sealed = dataCipherOf(first).seal('6222021234567890128');
      expect(dataCipherOf(again).open(sealed)).toBe('6222021234567890128');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is the configured one when DATA_KEY is set, and no file is made', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-key-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: dir,
        DATA_KEY: '01'.repeat(32),
      });
      await ensureDataKey(config);
      expect(config.dataKey).toEqual(Buffer.alloc(32, 1));
      expect(fs.existsSync(path.join(dir, 'data-key'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
