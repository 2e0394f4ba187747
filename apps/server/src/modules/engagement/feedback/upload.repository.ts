import { and, count, eq, gte, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { uploads } from '../../../db/schema.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export async function insertUpload(db: DbOrTx, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('upload not inserted');
  return row;
}

export async function findUploadByName(
  db: DbOrTx,
  storedName: string,
): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storedName, storedName));
  return row;
}

/** The uploads among `ids` that belong to the member; others are simply absent. */
export async function uploadsOfMember(
  db: DbOrTx,
  memberId: number,
  ids: readonly number[],
): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, [...ids])));
}

/** Stored names of uploads by id, whoever made them (ids come from posts already checked). */
export async function storedNames(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, storedName: uploads.storedName })
    .from(uploads)
    .where(inArray(uploads.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.storedName]));
}

/** How many uploads the member made since `since`, and when the oldest of them was. */
export async function uploadsSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(uploads.createdAt) })
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), gte(uploads.createdAt, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
