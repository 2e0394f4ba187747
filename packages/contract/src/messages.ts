// Wire shapes of member messages (the inbox of the member centre) and of the operator API that
// sends them. Times are ISO 8601 strings.

export const MESSAGE_AUDIENCES = ['member', 'vip', 'site'] as const;
/** One member, the members of one VIP level, or every member of a site. */
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];

export const MESSAGE_ACTIONS = ['read', 'delete'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 5000;
/** The highest VIP level an operator may address (levels run from 0). */
export const MESSAGE_VIP_LEVEL_MAX = 10;
export const MESSAGE_PAGE_SIZE_MAX = 50;
/** How many ids one `/member/message/update` may name. */
export const MESSAGE_UPDATE_IDS_MAX = 200;

/** One message as the member reads it. */
export interface MemberMessage {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly createdAt: string;
  readonly read: boolean;
}

/**
 * `POST /member/message/list` `{ page, size }` → newest first. `size` and `pageSize` are the
 * same number (`size` as every paged list of API.md, `pageSize` as the member site asked);
 * `unread` is the member's whole unread count, so the list also refreshes the badge.
 */
export interface MemberMessagePage {
  readonly list: MemberMessage[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly pageSize: number;
  readonly unread: number;
}

/** `GET /member/message/num`. */
export interface MessageUnreadCount {
  readonly notRead: number;
}

/**
 * `POST /member/message/update` `{ ids: "1,2,3", action }` (ids also as repeated fields or a
 * JSON array), or `{ all: true, action: "read" }` for every unread message → how many of the
 * named messages the member has (others are ignored; none at all is NOT_FOUND).
 */
export interface MessageUpdateResult {
  readonly updated: number;
}

/** A message as operators list it (`GET /api/admin/v1/messages`). */
export interface AdminMessage {
  readonly id: number;
  readonly siteCode: string;
  readonly audience: MessageAudience;
  readonly memberId: number | null;
  /** The addressed member's account name (audience `member`). */
  readonly account: string | null;
  readonly vipLevel: number | null;
  readonly includeFuture: boolean;
  readonly title: string;
  readonly body: string;
  readonly sentBy: number | null;
  readonly sentByName: string | null;
  readonly createdAt: string;
  readonly withdrawnAt: string | null;
  /** Members the message reaches now (a VIP level's and a site's audience change over time). */
  readonly recipients: number;
  readonly readCount: number;
  readonly deletedCount: number;
}

const ID = /^[1-9]\d{0,15}$/;

/**
 * The ids of an update as the member site sends them: "1,2,3", repeated fields, a JSON array, or
 * a mix; blanks between commas are skipped, duplicates collapse. `null` when one is not an id.
 */
export function parseMessageIds(input: unknown): number[] | null {
  const pieces: unknown[] = Array.isArray(input) ? input : [input];
  const ids = new Set<number>();
  for (const piece of pieces) {
    if (piece === undefined || piece === null) continue;
    if (typeof piece !== 'string' && typeof piece !== 'number') return null;
    for (const part of String(piece).split(',')) {
      const text = part.trim();
      if (text === '') continue;
      if (!ID.test(text)) return null;
      ids.add(Number(text));
    }
  }
  return [...ids];
}
