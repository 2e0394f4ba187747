import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { contentPages } from '../../../db/schema.ts';

export type ContentRow = typeof contentPages.$inferSelect;
export type NewContent = typeof contentPages.$inferInsert;
export type ContentSummaryRow = Omit<ContentRow, 'body'>;

/** One page of a site in each of `langs` that it exists in. */
export async function pageVersions(
  db: DbOrTx,
  siteCode: string,
  slug: string,
  langs: readonly string[],
): Promise<ContentRow[]> {
  return db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteCode, siteCode),
        eq(contentPages.slug, slug),
        inArray(contentPages.lang, [...langs]),
      ),
    );
}

/** Titles of a section's pages (slugs below `<section>/`) in each of `langs`, without bodies. */
export async function sectionTitles(
  db: DbOrTx,
  siteCode: string,
  section: string,
  langs: readonly string[],
): Promise<{ slug: string; lang: string; title: string; sort: number }[]> {
  return db
    .select({
      slug: contentPages.slug,
      lang: contentPages.lang,
      title: contentPages.title,
      sort: contentPages.sort,
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteCode, siteCode),
        // Slugs are [A-Za-z0-9/] only (checked on save), so the prefix has no LIKE wildcards.
        like(contentPages.slug, `${section}/%`),
        inArray(contentPages.lang, [...langs]),
      ),
    );
}

const summaryColumns = {
  id: contentPages.id,
  siteCode: contentPages.siteCode,
  slug: contentPages.slug,
  lang: contentPages.lang,
  title: contentPages.title,
  sort: contentPages.sort,
  updatedBy: contentPages.updatedBy,
  createdAt: contentPages.createdAt,
  updatedAt: contentPages.updatedAt,
};

/** Every page of a site (optionally of one language), without bodies, by slug then language. */
export async function listPages(
  db: DbOrTx,
  siteCode: string,
  lang?: string,
): Promise<ContentSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteCode, siteCode),
        lang === undefined ? undefined : eq(contentPages.lang, lang),
      ),
    )
    .orderBy(asc(contentPages.sort), asc(contentPages.slug), asc(contentPages.lang));
}

export async function pageById(db: DbOrTx, id: number): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row;
}

/** The page of a site, slug and language, locked until the transaction ends. */
export async function lockPage(
  db: DbOrTx,
  siteCode: string,
  slug: string,
  lang: string,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.siteCode, siteCode),
        eq(contentPages.slug, slug),
        eq(contentPages.lang, lang),
      ),
    )
    .for('update');
  return row;
}

/** Writes the page of (site, slug, lang): a new row, or the existing one changed in place. */
export async function upsertPage(db: DbOrTx, values: NewContent): Promise<ContentRow> {
  const [row] = await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({
      target: [contentPages.siteCode, contentPages.slug, contentPages.lang],
      set: {
        title: values.title,
        body: values.body,
        sort: values.sort ?? 0,
        updatedBy: values.updatedBy ?? null,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('content page not written');
  return row;
}

/** Seeds pages: rows that exist already (perhaps edited by an operator) are left alone. */
export async function insertMissingPages(db: DbOrTx, rows: NewContent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoNothing({
      target: [contentPages.siteCode, contentPages.slug, contentPages.lang],
    })
    .returning({ id: contentPages.id });
  return inserted.length;
}
