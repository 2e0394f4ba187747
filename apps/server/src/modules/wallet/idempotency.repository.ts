import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** Claims the key; when it exists already (or a twin holds it), answers what was stored. */
export async function claimKey(
  db: DbOrTx,
  scope: string,
  key: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; requestHash: string; response: unknown }> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) throw new Error('idempotency key vanished');
  return { claimed: false, requestHash: row.requestHash, response: row.response };
}

export async function storeResponse(db: DbOrTx, scope: string, key: string, response: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ response: response as object })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function deleteOlderThan(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
