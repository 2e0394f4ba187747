import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { supportImages } from '../../../db/schema.ts';

export type SupportImageRow = typeof supportImages.$inferSelect;

export async function insertImage(
  db: DbOrTx,
  values: typeof supportImages.$inferInsert,
): Promise<SupportImageRow> {
  const [row] = await db.insert(supportImages).values(values).returning();
  if (!row) throw new Error('support image not inserted');
  return row;
}

export async function findImageByName(
  db: DbOrTx,
  storedName: string,
): Promise<SupportImageRow | undefined> {
  const [row] = await db
    .select()
    .from(supportImages)
    .where(eq(supportImages.storedName, storedName));
  return row;
}

/** Images by id, whoever sent them: ids in messages were checked when the message was written. */
export async function imagesById(db: DbOrTx, ids: readonly number[]): Promise<SupportImageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(supportImages)
    .where(inArray(supportImages.id, [...ids]));
}
