import type { SupportReadEvent } from '@kirin/contract';
import type { Page } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import type { DeskDetail, DeskMessage, DeskThread } from './support-api.ts';
import type { DeskEvent } from './desk-stream.ts';

// How the stream's events change what the desk has read: the queue's page and the open thread,
// both in the query cache. Pure, so that the rules are tested without a browser.

/** The customer spoke last and no operator has answered yet. */
export const isWaiting = (thread: DeskThread): boolean =>
  thread.state === 'open' && thread.last?.author === 'customer';

const rank = (thread: DeskThread) => (thread.unread > 0 ? 0 : isWaiting(thread) ? 1 : 2);

/**
 * The page's threads as an agent works them: unread first, then those waiting for an answer,
 * then the rest; most recently active first within each (the API's own order).
 */
export function orderQueue(list: readonly DeskThread[]): DeskThread[] {
  return list
    .map((thread, index) => ({ thread, index }))
    .sort(
      (a, b) =>
        rank(a.thread) - rank(b.thread) ||
        b.thread.lastMessageAt.localeCompare(a.thread.lastMessageAt) ||
        a.index - b.index,
    )
    .map(({ thread }) => thread);
}

/** The excerpt of a message as the queue's `last` carries it (the API keeps 80 characters). */
export const lastOf = (message: DeskMessage): NonNullable<DeskThread['last']> => ({
  author: message.author,
  body: [...message.body].slice(0, 80).join(''),
  images: message.images.length,
  event: message.event,
});

/**
 * The queue's page once `event` is in: the thread's row patched (unread, last message, time, and
 * closed by a `closed` notice), or `undefined` when the row is not on this page (a new thread, or
 * one further down): then the page is read again.
 */
export function patchQueue(page: Page<DeskThread>, event: DeskEvent): Page<DeskThread> | undefined {
  const found = page.list.find((thread) => thread.id === event.thread.id);
  if (!found) return undefined;
  const { message } = event;
  const closed = message.author === 'system' && message.event === 'closed';
  const next: DeskThread = {
    ...found,
    account: event.thread.account,
    unread: event.thread.unread,
    last: lastOf(message),
    lastMessageAt: message.createdAt,
    ...(closed ? { state: 'closed' as const, closedAt: message.createdAt } : {}),
  };
  return { ...page, list: page.list.map((thread) => (thread.id === next.id ? next : thread)) };
}

/** Messages merged by id (the reply's answer and the stream both bring it), oldest first. */
export function mergeMessages(
  detail: DeskDetail,
  messages: readonly DeskMessage[],
  hasMore = detail.hasMore,
): DeskDetail {
  const byId = new Map(detail.list.map((message) => [message.id, message]));
  for (const message of messages) byId.set(message.id, message);
  return { ...detail, hasMore, list: [...byId.values()].sort((a, b) => a.id - b.id) };
}

/** The open thread once `event` (a message of it) is in. */
export function applyMessage(detail: DeskDetail, event: DeskEvent): DeskDetail {
  const merged = mergeMessages(detail, [event.message]);
  const { message } = event;
  const closed = message.author === 'system' && message.event === 'closed';
  return {
    ...merged,
    thread: {
      ...merged.thread,
      account: event.thread.account,
      unread: event.thread.unread,
      last: lastOf(message),
      lastMessageAt: message.createdAt,
      ...(closed ? { state: 'closed' as const, closedAt: message.createdAt } : {}),
    },
  };
}

/**
 * A read mark: the customer's marks the operators' messages up to `upTo` as seen; an operator's
 * (this one's or a colleague's) the customer's, and the thread has nothing unread left.
 */
export function applyRead(detail: DeskDetail, read: SupportReadEvent): DeskDetail {
  if (read.threadId !== detail.thread.id) return detail;
  const side = read.by === 'customer' ? 'operator' : 'customer';
  return {
    ...detail,
    thread: read.by === 'operator' ? { ...detail.thread, unread: 0 } : detail.thread,
    list: detail.list.map((message) =>
      message.author === side && message.id <= read.upTo && !message.read
        ? { ...message, read: true }
        : message,
    ),
  };
}

/** An operator's read mark empties the row's unread count. */
export function readInQueue(page: Page<DeskThread>, read: SupportReadEvent): Page<DeskThread> {
  if (read.by !== 'operator') return page;
  return {
    ...page,
    list: page.list.map((thread) =>
      thread.id === read.threadId && thread.unread > 0 ? { ...thread, unread: 0 } : thread,
    ),
  };
}

/** A queue time: the clock today, the date and clock before (Beijing time, as everywhere). */
export function shortTime(iso: string, now: Date = new Date()): string {
  const at = formatTime(iso);
  const today = formatTime(now.toISOString()).slice(0, 10);
  return at.slice(0, 10) === today ? at.slice(11, 16) : at.slice(5, 16);
}
