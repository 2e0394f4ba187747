// Wire shapes of the in-house customer-service chat (apps/server/src/modules/support): members and
// visitors on the member API, operators on the operator API, both live over Server-Sent Events.
// Ids are numbers, times ISO 8601 strings, image URLs signed and expiring.

/** Characters (code points, as the member counts them) one message may carry. */
export const SUPPORT_MESSAGE_MAX = 500;
/** Images one message may carry. */
export const SUPPORT_IMAGES_MAX = 3;
/** Messages one page of a conversation carries at most. */
export const SUPPORT_PAGE_MAX = 100;

/** `open` takes messages from both sides; `closed` ended it (the customer's next message opens a new one). */
export const SUPPORT_THREAD_STATES = ['open', 'closed'] as const;
export type SupportThreadState = (typeof SUPPORT_THREAD_STATES)[number];

/** `customer` is the member or visitor; `system` marks what happened to the conversation. */
export const SUPPORT_AUTHORS = ['customer', 'operator', 'system'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/** What a `system` message records; clients word it in the reader's language. */
export const SUPPORT_SYSTEM_EVENTS = ['closed'] as const;
export type SupportSystemEvent = (typeof SUPPORT_SYSTEM_EVENTS)[number];

export interface SupportMessage {
  readonly id: number;
  readonly threadId: number;
  readonly author: SupportAuthor;
  /** Set on `system` messages only. */
  readonly event: SupportSystemEvent | null;
  readonly body: string;
  /** Signed image URLs, usable as `<img src>` without the session header until they expire. */
  readonly images: readonly string[];
  readonly createdAt: string;
  /** Whether the other side has seen it: operators for the customer's messages, and back. */
  readonly read: boolean;
}

export interface SupportThreadInfo {
  readonly id: number;
  readonly state: SupportThreadState;
  readonly createdAt: string;
}

/**
 * `GET /api/findmed/v1/support/messages`: the customer's conversation, oldest message first, across
 * their threads (or one, `threadId`); `hasMore` when older messages are left (`before` = the
 * first id). `thread` is the newest thread, `unread` counts what operators wrote that the
 * customer has not seen.
 */
export interface SupportConversation {
  readonly thread: SupportThreadInfo | null;
  readonly list: readonly SupportMessage[];
  readonly hasMore: boolean;
  readonly unread: number;
}

/** SSE event `read`: every message of the other side up to `upTo` (an id) has been seen by `by`. */
export interface SupportReadEvent {
  readonly threadId: number;
  readonly upTo: number;
  readonly by: 'customer' | 'operator';
}

/** Counts the characters a member sees (code points), as the server's length check does. */
export function supportLength(text: string): number {
  return [...text].length;
}
