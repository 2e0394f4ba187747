import { and, eq, sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

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

/** One batch of keys created before `before` (a large backlog goes in several short statements). */
export async function deleteOlderThan(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const removed = await rows(
    db,
    sql`delete from idempotency_keys where (scope, key) in (
          select scope, key from idempotency_keys where created_at < ${before.toISOString()}::timestamptz
          limit ${limit})
        returning 1`,
  );
  return removed.length;
}

export async function deleteKey(db: DbOrTx, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}
