import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import { findKeyPair, insertKeyPairIfAbsent } from './keys.repository.ts';

/**
 * A random 32-byte secret kept in the database under `name` (hex), made by the first node that
 * asks: the keys that sign media URLs when UPLOAD_URL_SECRET is not configured. Every node reads
 * the same one; a node that loses the race to create it reads the winner's.
 */
export async function storedSecret(db: DbOrTx, name: string): Promise<string> {
  let row = await findKeyPair(db, name);
  if (!row) {
    await insertKeyPairIfAbsent(db, name, {
      publicPem: '',
      privatePem: randomBytes(32).toString('hex'),
    });
    row = await findKeyPair(db, name);
  }
  if (!row) throw new Error(`the secret ${name} was not stored`);
  return row.privatePem;
}
