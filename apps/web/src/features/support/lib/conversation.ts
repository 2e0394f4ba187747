import type { SupportConversation, SupportMessage, SupportReadEvent } from '@kirin/contract';

// How the conversation the server sent changes as events arrive: pure, so that the query cache,
// the stream and the tests agree on it.

/** An empty conversation: what a new visitor starts with. */
export const EMPTY_CONVERSATION: SupportConversation = {
  thread: null,
  list: [],
  hasMore: false,
  unread: 0,
};

const unreadOf = (list: readonly SupportMessage[]) =>
  list.filter((m) => m.author === 'operator' && !m.read).length;

/**
 * Adds messages (new, or older ones above the first) by id: a message seen twice, from the stream
 * and from the answer to a send, is kept once, in its newest form. The newest thread follows the
 * newest message: a `closed` system message closes it, a message of a new thread opens one.
 */
export function mergeMessages(
  conversation: SupportConversation,
  messages: readonly SupportMessage[],
  olderLeft?: boolean,
): SupportConversation {
  const byId = new Map(conversation.list.map((m) => [m.id, m]));
  for (const message of messages) byId.set(message.id, message);
  const list = [...byId.values()].sort((a, b) => a.id - b.id);
  const newest = list.at(-1);
  let thread = conversation.thread;
  if (newest && (!thread || newest.threadId > thread.id)) {
    thread = { id: newest.threadId, state: 'open', createdAt: newest.createdAt };
  }
  if (thread && newest?.threadId === thread.id && newest.event === 'closed') {
    thread = { ...thread, state: 'closed' };
  }
  return {
    thread,
    list,
    hasMore: olderLeft ?? conversation.hasMore,
    unread: unreadOf(list),
  };
}

/**
 * A read mark: the other side of `by` has been seen up to `upTo` (operators reading the
 * customer's messages, or the customer, in another tab, reading the operators').
 */
export function applyRead(
  conversation: SupportConversation,
  event: SupportReadEvent,
): SupportConversation {
  const seenAuthor = event.by === 'operator' ? 'customer' : 'operator';
  let changed = false;
  const list = conversation.list.map((m) => {
    // The customer's mark covers all their threads; an operator's only the thread they read.
    const otherThread = event.by === 'operator' && m.threadId !== event.threadId;
    if (m.author !== seenAuthor || m.read || m.id > event.upTo || otherThread) return m;
    changed = true;
    return { ...m, read: true };
  });
  return changed ? { ...conversation, list, unread: unreadOf(list) } : conversation;
}

/** The newest operator message the customer has not marked as seen, if any. */
export function newestUnread(conversation: SupportConversation): number | undefined {
  return conversation.list.findLast((m) => m.author === 'operator' && !m.read)?.id;
}
