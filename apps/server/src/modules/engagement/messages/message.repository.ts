import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { messageReceipts, messages } from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';
import { notRestricted } from '../../accounts/protection/protection-views.ts';
import { operatorAccounts } from '../../platform/admin/operator-views.ts';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The reader, joined into every inbox query: their site, VIP level and registration time. */
const reader = alias(memberAccounts, 'reader');

/**
 * Which messages the member (joined as `reader`) sees: their own, their current VIP level's, and
 * their site's broadcasts sent after they registered (earlier ones only when the operator included
 * future members); never withdrawn ones nor ones they deleted, nor marketing when they turned it
 * off or while a time-out or self-exclusion covers them. Written once so the list, the count, the
 * detail and the updates cannot disagree.
 */
const visibleTo = (memberId: number) =>
  and(
    eq(messages.siteCode, reader.siteCode),
    isNull(messages.withdrawnAt),
    isNull(messageReceipts.deletedAt),
    or(
      eq(messages.marketing, false),
      and(
        eq(reader.marketingMessages, true),
        // No marketing during a time-out or self-exclusion (API.md): it shows again after.
        notRestricted(memberId),
      ),
    ),
    or(
      and(eq(messages.audience, 'member'), eq(messages.memberId, reader.id)),
      and(eq(messages.audience, 'vip'), eq(messages.vipLevel, reader.vipLevel)),
      and(
        eq(messages.audience, 'site'),
        or(eq(messages.includeFuture, true), sql`${reader.createdAt} <= ${messages.createdAt}`),
      ),
    ),
  );

/**
 * Messages joined to one member (as `reader`) and that member's receipts. The field map is left
 * loosely typed (drizzle's types of a generic one are too deep for tsc); callers name the row type.
 */
function inbox(db: DbOrTx, memberId: number, fields: SelectedFields) {
  return db
    .select(fields)
    .from(messages)
    .innerJoin(reader, eq(reader.id, memberId))
    .leftJoin(
      messageReceipts,
      and(eq(messageReceipts.messageId, messages.id), eq(messageReceipts.memberId, reader.id)),
    );
}

export type InboxRow = {
  id: number;
  title: string;
  body: string;
  notice: MessageRow['notice'];
  params: MessageRow['params'];
  createdAt: Date;
  readAt: Date | null;
};

const inboxFields = {
  id: messages.id,
  title: messages.title,
  body: messages.body,
  notice: messages.notice,
  params: messages.params,
  createdAt: messages.createdAt,
  readAt: messageReceipts.readAt,
};

/** One page of the member's inbox, newest first, with its total and the unread count. */
export async function listInbox(
  db: DbOrTx,
  memberId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const rows = (await inbox(db, memberId, inboxFields)
    .where(visibleTo(memberId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset)) as InboxRow[];
  const counts = await countInbox(db, memberId);
  return { rows, ...counts };
}

/** How many messages the member sees, and how many of them are unread. */
export async function countInbox(
  db: DbOrTx,
  memberId: number,
): Promise<{ total: number; unread: number }> {
  const [row] = (await inbox(db, memberId, {
    total: count(),
    unread: sql<number>`count(*) filter (where ${messageReceipts.readAt} is null)`,
  }).where(visibleTo(memberId))) as { total: number | string; unread: number | string }[];
  return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
}

/** One message if the member sees it. */
export async function findInboxMessage(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<InboxRow | undefined> {
  const [row] = (await inbox(db, memberId, inboxFields).where(
    and(visibleTo(memberId), eq(messages.id, id)),
  )) as InboxRow[];
  return row;
}

/** Of `ids`, those the member sees (`unreadOnly`: and has not read); all of them without `ids`. */
export async function visibleIds(
  db: DbOrTx,
  memberId: number,
  options: { ids?: readonly number[]; unreadOnly?: boolean },
): Promise<number[]> {
  const conditions: (SQL | undefined)[] = [visibleTo(memberId)];
  if (options.ids) conditions.push(inArray(messages.id, [...options.ids]));
  if (options.unreadOnly) conditions.push(isNull(messageReceipts.readAt));
  const rows = (await inbox(db, memberId, { id: messages.id }).where(and(...conditions))) as {
    id: number;
  }[];
  return rows.map((r) => Number(r.id));
}

/**
 * Stamps the member's receipts of `ids` (read or deleted), keeping the first stamp: marking twice
 * changes nothing.
 */
export async function stampReceipts(
  db: DbOrTx,
  memberId: number,
  ids: readonly number[],
  what: 'readAt' | 'deletedAt',
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  const column = what === 'readAt' ? messageReceipts.readAt : messageReceipts.deletedAt;
  const name = what === 'readAt' ? sql.raw('read_at') : sql.raw('deleted_at');
  await db
    .insert(messageReceipts)
    .values(ids.map((messageId) => ({ messageId, memberId, [what]: at })))
    .onConflictDoUpdate({
      target: [messageReceipts.messageId, messageReceipts.memberId],
      set: { [what]: sql`coalesce(${column}, excluded.${name})` },
    });
}

export async function insertMessage(db: DbOrTx, values: NewMessage): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message not inserted');
  return row;
}

export async function lockMessage(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).for('update');
  return row;
}

export async function updateMessage(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<NewMessage, 'withdrawnAt'>>,
): Promise<MessageRow> {
  const [row] = await db.update(messages).set(patch).where(eq(messages.id, id)).returning();
  if (!row) throw new Error(`message ${id} vanished`);
  return row;
}

const addressee = alias(memberAccounts, 'addressee');

/** Members a message reaches now: one, a VIP level's, or a site's (as `visibleTo` decides). */
const recipients = sql<number>`case ${messages.audience}
  when 'member' then 1
  when 'vip' then (select count(*) from member_accounts x
    where x.site_code = ${messages.siteCode} and x.vip_level = ${messages.vipLevel})
  else (select count(*) from member_accounts x
    where x.site_code = ${messages.siteCode}
      and (${messages.includeFuture} or x.created_at <= ${messages.createdAt}))
  end`;

const receiptCount = (column: 'read_at' | 'deleted_at') =>
  sql<number>`(select count(*) from message_receipts r
    where r.message_id = ${messages.id} and r.${sql.raw(column)} is not null)`;

export type AdminMessageRow = {
  message: MessageRow;
  account: string | null;
  sentByName: string | null;
  recipients: number;
  readCount: number;
  deletedCount: number;
};

function adminSelect(db: DbOrTx) {
  return db
    .select({
      message: messages,
      account: addressee.account,
      sentByName: operatorAccounts.account,
      recipients,
      readCount: receiptCount('read_at'),
      deletedCount: receiptCount('deleted_at'),
    })
    .from(messages)
    .leftJoin(addressee, eq(addressee.id, messages.memberId))
    .leftJoin(operatorAccounts, eq(operatorAccounts.id, messages.sentBy));
}

// pg answers counts as strings.
const numbers = (r: AdminMessageRow): AdminMessageRow => ({
  ...r,
  recipients: Number(r.recipients),
  readCount: Number(r.readCount),
  deletedCount: Number(r.deletedCount),
});

export async function findAdminMessage(
  db: DbOrTx,
  id: number,
): Promise<AdminMessageRow | undefined> {
  const [row] = await adminSelect(db).where(eq(messages.id, id));
  return row && numbers(row);
}

export async function listAdminMessages(
  db: DbOrTx,
  filter: { siteCode?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: AdminMessageRow[]; total: number }> {
  const where = filter.siteCode ? eq(messages.siteCode, filter.siteCode) : undefined;
  const rows = await adminSelect(db)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  return { rows: rows.map(numbers), total: Number(total?.n ?? 0) };
}
