import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config.ts';
import { DataCipher, newDataKey, parseDataKey } from '../../../lib/data-cipher.ts';

// Where the data key comes from when DATA_KEY is not set (never in production, config.ts refuses
// that): a file in DATA_DIR, made by the first start and read by every later one and by every
// node sharing the directory; in tests, a fixed key, the same in every process (a test that
// kills and restarts a server reads what the first life sealed), and worthless outside them.

const FILE = 'data-key';
const TEST_KEY = createHash('sha256').update('kirin test data key').digest();

/** Fills `config.dataKey` from DATA_DIR/data-key, making the file on a first start. */
export async function ensureDataKey(config: Config): Promise<void> {
  if (config.dataKey || config.env === 'test') return;
  const file = path.join(config.dataDir, FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: of two nodes starting at once, one writes and the other reads what it wrote.
    await fs.writeFile(file, `${newDataKey().toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseDataKey(await fs.readFile(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  config.dataKey = key;
}

export function dataCipherOf(config: Pick<Config, 'dataKey' | 'dataKeysOld' | 'env'>): DataCipher {
  let key = config.dataKey;
  if (!key && config.env === 'test') key = TEST_KEY;
  if (!key) throw new Error('no data key: DATA_KEY, or ensureDataKey before the services');
  return new DataCipher(key, config.dataKeysOld);
}
