import { and, asc, count, desc, eq, gte, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { feedbackPosts, feedbackThreads, type FeedbackState } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';

export type ThreadRow = typeof feedbackThreads.$inferSelect;
export type PostRow = typeof feedbackPosts.$inferSelect;
export type NewPost = typeof feedbackPosts.$inferInsert;
/** A thread as lists show it: the start of its first post and how many operator answers it has. */
export type ThreadSummaryRow = {
  thread: ThreadRow;
  account: string;
  firstBody: string;
  replies: number;
};

/** Characters of the first post a list carries: one more than the excerpt, to know it was cut. */
export const EXCERPT_READ = 61;

export async function insertThread(
  db: DbOrTx,
  values: { siteCode: string; memberId: number; type: string },
): Promise<ThreadRow> {
  const [row] = await db.insert(feedbackThreads).values(values).returning();
  if (!row) throw new Error('feedback thread not inserted');
  return row;
}

export async function insertPost(db: DbOrTx, values: NewPost): Promise<PostRow> {
  const [row] = await db.insert(feedbackPosts).values(values).returning();
  if (!row) throw new Error('feedback post not inserted');
  return row;
}

/** How many threads the member opened since `since`, and when the oldest of them was. */
export async function threadsSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(feedbackThreads.createdAt) })
    .from(feedbackThreads)
    .where(and(eq(feedbackThreads.memberId, memberId), gte(feedbackThreads.createdAt, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** How many posts the member wrote since `since` (follow-ups included), and the oldest's time. */
export async function memberPostsSince(
  db: DbOrTx,
  memberId: number,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(feedbackPosts.createdAt) })
    .from(feedbackPosts)
    .where(
      and(
        eq(feedbackPosts.authorKind, 'member'),
        eq(feedbackPosts.authorId, memberId),
        gte(feedbackPosts.createdAt, since),
      ),
    );
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

const summaryColumns = {
  thread: feedbackThreads,
  account: memberAccounts.account,
  firstBody: sql<string>`coalesce((select left(p.body, ${EXCERPT_READ}) from ${feedbackPosts} p
    where p.thread_id = ${feedbackThreads.id} order by p.id limit 1), '')`,
  replies: sql<number>`(select count(*) from ${feedbackPosts} p
    where p.thread_id = ${feedbackThreads.id} and p.author_kind = 'operator')`.mapWith(Number),
};

export type ThreadFilter = {
  memberId?: number | undefined;
  siteCode?: string | undefined;
  state?: FeedbackState | undefined;
};

/** Threads by filter: a member's newest first; the operator queue by last activity. */
export async function listThreads(
  db: DbOrTx,
  filter: ThreadFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ThreadSummaryRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.memberId !== undefined) conditions.push(eq(feedbackThreads.memberId, filter.memberId));
  if (filter.siteCode) conditions.push(eq(feedbackThreads.siteCode, filter.siteCode));
  if (filter.state) conditions.push(eq(feedbackThreads.state, filter.state));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order =
    filter.memberId !== undefined
      ? [desc(feedbackThreads.createdAt), desc(feedbackThreads.id)]
      : [desc(feedbackThreads.updatedAt), desc(feedbackThreads.id)];
  const rows = await db
    .select(summaryColumns)
    .from(feedbackThreads)
    .innerJoin(memberAccounts, eq(memberAccounts.id, feedbackThreads.memberId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(feedbackThreads).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** How many threads of these sites are in `state` (the operators' dashboard counts its queue). */
export async function countThreads(
  db: DbOrTx,
  sites: readonly string[],
  state: FeedbackState,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackThreads)
    .where(and(inArray(feedbackThreads.siteCode, [...sites]), eq(feedbackThreads.state, state)));
  return Number(row?.n ?? 0);
}

/** One thread with its member's account; with `memberId`, only when it is that member's. */
export async function findThread(
  db: DbOrTx,
  id: number,
  memberId?: number,
): Promise<{ thread: ThreadRow; account: string } | undefined> {
  const mine = memberId === undefined ? undefined : eq(feedbackThreads.memberId, memberId);
  const [row] = await db
    .select({ thread: feedbackThreads, account: memberAccounts.account })
    .from(feedbackThreads)
    .innerJoin(memberAccounts, eq(memberAccounts.id, feedbackThreads.memberId))
    .where(and(eq(feedbackThreads.id, id), mine));
  return row;
}

/** Locks the thread: posts and state changes of one thread happen one at a time. */
export async function lockThread(
  db: DbOrTx,
  id: number,
  memberId?: number,
): Promise<ThreadRow | undefined> {
  const mine = memberId === undefined ? undefined : eq(feedbackThreads.memberId, memberId);
  const [row] = await db
    .select()
    .from(feedbackThreads)
    .where(and(eq(feedbackThreads.id, id), mine))
    .for('update');
  return row;
}

export async function setThreadState(
  db: DbOrTx,
  id: number,
  state: FeedbackState,
): Promise<ThreadRow> {
  const [row] = await db
    .update(feedbackThreads)
    .set({ state, updatedAt: new Date() })
    .where(eq(feedbackThreads.id, id))
    .returning();
  if (!row) throw new Error(`feedback thread ${id} vanished`);
  return row;
}

export async function postsOf(db: DbOrTx, threadId: number): Promise<PostRow[]> {
  return db
    .select()
    .from(feedbackPosts)
    .where(eq(feedbackPosts.threadId, threadId))
    .orderBy(asc(feedbackPosts.createdAt), asc(feedbackPosts.id));
}
