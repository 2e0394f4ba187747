import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  min,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { supportMessages, supportThreads } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';
import { operatorAccounts } from '../../platform/admin/operator-views.ts';

export type ThreadRow = typeof supportThreads.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;
export type NewMessage = typeof supportMessages.$inferInsert;
/** A message with the read marks of its thread, which say whether each side has seen it. */
export type MessageWithMarks = MessageRow & { customerReadId: number; operatorReadId: number };

/** Whose threads: a member's (wherever they started), or a visitor's that no member adopted. */
export type Owner = { memberId: number } | { siteCode: string; visitorId: string };

function ownedBy(owner: Owner): SQL {
  if ('memberId' in owner) return eq(supportThreads.memberId, owner.memberId);
  const visitor = and(
    eq(supportThreads.siteCode, owner.siteCode),
    eq(supportThreads.visitorId, owner.visitorId),
    isNull(supportThreads.memberId),
  );
  if (!visitor) throw new Error('unreachable: and() of three conditions');
  return visitor;
}

const isOpen = eq(supportThreads.state, 'open');

/** The owner's open thread, locked when `lock` (messages and state changes go one at a time). */
export async function findOpenThread(
  db: DbOrTx,
  owner: Owner,
  lock = false,
): Promise<ThreadRow | undefined> {
  const query = db
    .select()
    .from(supportThreads)
    .where(and(ownedBy(owner), isOpen));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A new open thread, or undefined when the owner already has one (a concurrent first message). */
export async function insertThread(
  db: DbOrTx,
  values: {
    siteCode: string;
    memberId: number | null;
    visitorId: string | null;
    createdIp: string | null;
  },
): Promise<ThreadRow | undefined> {
  const [row] = await db.insert(supportThreads).values(values).onConflictDoNothing().returning();
  return row;
}

/** The owner's newest thread, open or closed. */
export async function latestThread(db: DbOrTx, owner: Owner): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(ownedBy(owner))
    .orderBy(desc(supportThreads.id))
    .limit(1);
  return row;
}

/** One thread; with `owner`, only when it is theirs. */
export async function findThread(
  db: DbOrTx,
  id: number,
  owner?: Owner,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(and(eq(supportThreads.id, id), owner ? ownedBy(owner) : undefined));
  return row;
}

export async function lockThread(db: DbOrTx, id: number): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(supportThreads)
    .where(eq(supportThreads.id, id))
    .for('update');
  return row;
}

export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message not inserted');
  return row;
}

/** After a message: the thread's last activity, and the sender's read mark up to it. */
export async function afterMessage(
  db: DbOrTx,
  thread: number,
  message: MessageRow,
  sender: 'customer' | 'operator' | 'system',
): Promise<ThreadRow> {
  const mark =
    sender === 'customer'
      ? { customerReadId: message.id }
      : sender === 'operator'
        ? { operatorReadId: message.id }
        : {};
  const [row] = await db
    .update(supportThreads)
    .set({ ...mark, lastMessageAt: message.createdAt, updatedAt: new Date() })
    .where(eq(supportThreads.id, thread))
    .returning();
  if (!row) throw new Error(`support thread ${thread} vanished`);
  return row;
}

export async function closeThread(db: DbOrTx, id: number, operatorId: number): Promise<void> {
  await db
    .update(supportThreads)
    .set({ state: 'closed', closedAt: new Date(), closedBy: operatorId, updatedAt: new Date() })
    .where(eq(supportThreads.id, id));
}

/**
 * Messages of the owner's threads (or of one of them), newest first from `before`, at most
 * `limit`, each with its thread's read marks.
 */
export async function messagesOf(
  db: DbOrTx,
  where: { owner?: Owner; threadId?: number; before?: number | undefined },
  limit: number,
): Promise<MessageWithMarks[]> {
  return db
    .select({
      ...messageColumns,
      customerReadId: supportThreads.customerReadId,
      operatorReadId: supportThreads.operatorReadId,
    })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        where.owner ? ownedBy(where.owner) : undefined,
        where.threadId === undefined ? undefined : eq(supportThreads.id, where.threadId),
        where.before === undefined ? undefined : lt(supportMessages.id, where.before),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(limit);
}

const messageColumns = {
  id: supportMessages.id,
  threadId: supportMessages.threadId,
  authorKind: supportMessages.authorKind,
  authorId: supportMessages.authorId,
  body: supportMessages.body,
  images: supportMessages.images,
  event: supportMessages.event,
  createdAt: supportMessages.createdAt,
};

/** Operator messages of the owner's threads that the customer has not seen. */
export async function customerUnread(db: DbOrTx, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        ownedBy(owner),
        eq(supportMessages.authorKind, 'operator'),
        gt(supportMessages.id, supportThreads.customerReadId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The customer has seen everything up to `upTo`: each of their threads moves its mark there (never
 * back, never past its own last message). Answers the threads whose mark moved.
 */
export async function markCustomerRead(
  db: DbOrTx,
  owner: Owner,
  upTo: number,
): Promise<{ id: number; customerReadId: number }[]> {
  const newest = sql<number>`coalesce((select max(m.id) from ${supportMessages} m
    where m.thread_id = ${supportThreads.id}), 0)`;
  const target = sql<number>`least(${upTo}::bigint, ${newest})`;
  return db
    .update(supportThreads)
    .set({ customerReadId: sql`${target}` })
    .where(and(ownedBy(owner), sql`${supportThreads.customerReadId} < ${target}`))
    .returning({ id: supportThreads.id, customerReadId: supportThreads.customerReadId });
}

/** An operator has seen the whole thread: its mark moves to its last message. */
export async function markOperatorRead(
  db: DbOrTx,
  id: number,
): Promise<{ operatorReadId: number } | undefined> {
  const newest = sql<number>`coalesce((select max(m.id) from ${supportMessages} m
    where m.thread_id = ${supportThreads.id}), 0)`;
  const [row] = await db
    .update(supportThreads)
    .set({ operatorReadId: sql`greatest(${supportThreads.operatorReadId}, ${newest})` })
    .where(eq(supportThreads.id, id))
    .returning({ operatorReadId: supportThreads.operatorReadId });
  return row;
}

/**
 * A member logging in continues the conversation they had as a visitor on this browser: their
 * visitor thread becomes theirs, unless they already have an open thread of their own.
 */
export async function adoptVisitorThread(
  db: DbOrTx,
  visitor: { siteCode: string; visitorId: string },
  memberId: number,
): Promise<ThreadRow | undefined> {
  const [row] = await db
    .update(supportThreads)
    .set({ memberId, updatedAt: new Date() })
    .where(
      and(
        ownedBy(visitor),
        isOpen,
        sql`not exists (select 1 from ${supportThreads} mine
          where mine.member_id = ${memberId} and mine.state = 'open')`,
      ),
    )
    .returning();
  return row;
}

type Counted = { n: number; oldest: Date | null };
const counted = (row: { n: number; oldest: Date | string | null } | undefined): Counted => ({
  n: Number(row?.n ?? 0),
  oldest: row?.oldest ? new Date(row.oldest) : null,
});

/** How many messages the customer wrote since `since`, and when the oldest of them was. */
export async function customerMessagesSince(
  db: DbOrTx,
  owner: Owner,
  since: Date,
): Promise<Counted> {
  const [row] = await db
    .select({ n: count(), oldest: min(supportMessages.createdAt) })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        ownedBy(owner),
        eq(supportMessages.authorKind, 'customer'),
        gte(supportMessages.createdAt, since),
      ),
    );
  return counted(row);
}

/** Visitor threads opened from `ip` since `since`: a new vid each time must not flood the queue. */
export async function visitorThreadsFromIp(db: DbOrTx, ip: string, since: Date): Promise<Counted> {
  const [row] = await db
    .select({ n: count(), oldest: min(supportThreads.createdAt) })
    .from(supportThreads)
    .where(
      and(
        eq(supportThreads.createdIp, ip),
        isNull(supportThreads.memberId),
        gte(supportThreads.createdAt, since),
      ),
    );
  return counted(row);
}

/** A thread as the operators' queue shows it. */
export type QueueRow = {
  thread: ThreadRow;
  account: string | null;
  unread: number;
  last: { authorKind: string; body: string; images: number[]; event: string | null } | null;
};

const unreadOf = sql<number>`(select count(*) from ${supportMessages} m
  where m.thread_id = ${supportThreads.id} and m.author_kind = 'customer'
  and m.id > ${supportThreads.operatorReadId})`.mapWith(Number);

const lastOf = sql<QueueRow['last']>`(select json_build_object('authorKind', m.author_kind,
  'body', left(m.body, 80), 'images', m.images, 'event', m.event) from ${supportMessages} m
  where m.thread_id = ${supportThreads.id} order by m.id desc limit 1)`;

export type QueueFilter = { siteCode?: string | undefined; state?: 'open' | 'closed' | undefined };

/** Threads by site and state, the most recently active first, with unread counts. */
export async function listQueue(
  db: DbOrTx,
  filter: QueueFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const where = and(
    filter.siteCode ? eq(supportThreads.siteCode, filter.siteCode) : undefined,
    filter.state ? eq(supportThreads.state, filter.state) : undefined,
  );
  const rows = await db
    .select({
      thread: supportThreads,
      account: memberAccounts.account,
      unread: unreadOf,
      last: lastOf,
    })
    .from(supportThreads)
    .leftJoin(memberAccounts, eq(memberAccounts.id, supportThreads.memberId))
    .where(where)
    .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(supportThreads).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One thread with its member's account (null for a visitor) and its unread count. */
export async function queueRow(db: DbOrTx, id: number): Promise<QueueRow | undefined> {
  const [row] = await db
    .select({
      thread: supportThreads,
      account: memberAccounts.account,
      unread: unreadOf,
      last: lastOf,
    })
    .from(supportThreads)
    .leftJoin(memberAccounts, eq(memberAccounts.id, supportThreads.memberId))
    .where(eq(supportThreads.id, id));
  return row;
}

/** Account names of operators by id, for the operators' view of a thread. */
export async function operatorNames(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operatorAccounts.id, account: operatorAccounts.account })
    .from(operatorAccounts)
    .where(inArray(operatorAccounts.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.account]));
}
