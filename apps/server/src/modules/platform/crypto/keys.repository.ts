import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { serverKeys } from '../../../db/schema.ts';

export type KeyPairRow = { publicPem: string; privatePem: string };

export async function findKeyPair(db: DbOrTx, name: string): Promise<KeyPairRow | undefined> {
  const [row] = await db
    .select({ publicPem: serverKeys.publicPem, privatePem: serverKeys.privatePem })
    .from(serverKeys)
    .where(eq(serverKeys.name, name));
  return row;
}

/** First writer wins: a node that loses the race reads the winner's pair instead. */
export async function insertKeyPairIfAbsent(
  db: DbOrTx,
  name: string,
  pair: KeyPairRow,
): Promise<void> {
  await db
    .insert(serverKeys)
    .values({ name, ...pair })
    .onConflictDoNothing({ target: serverKeys.name });
}
