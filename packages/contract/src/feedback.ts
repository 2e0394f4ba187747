// Wire shapes of feedback and image uploads (issue 7). Ids are numbers; times are ISO 8601
// strings; image URLs are signed and expire (see apps/server/src/modules/feedback).

/**
 * What a piece of feedback is about, in the order the member site offers them. `suggestion` and
 * `other` are the kinds the tutorial "leave us a message" page posts.
 */
export const FEEDBACK_TYPES = [
  'deposit',
  'withdraw',
  'game',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** `open` waits for an operator; `replied` has their answer; `closed` takes no more posts. */
export const FEEDBACK_THREAD_STATES = ['open', 'replied', 'closed'] as const;
export type FeedbackThreadState = (typeof FEEDBACK_THREAD_STATES)[number];

export const FEEDBACK_CONTENT_MAX = 1000;
export const FEEDBACK_IMAGES_MAX = 3;

/** Largest upload the server takes, in bytes (the server's UPLOAD_LIMIT_BYTES default). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Image kinds the server accepts, recognised from the bytes, never from the name or header. */
export const UPLOAD_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type UploadImageMime = (typeof UPLOAD_IMAGE_MIMES)[number];

/** `POST /api/f/v1/upload` (multipart, field `file`) → this. `url` is signed and expires. */
export interface UploadResult {
  readonly id: number;
  readonly url: string;
}

/** `POST /feedback/list` items. `replies` counts the operator's answers. */
export interface FeedbackSummary {
  readonly id: number;
  readonly type: FeedbackType;
  readonly state: FeedbackThreadState;
  /** The start of the member's first post. */
  readonly excerpt: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly replies: number;
}

export interface FeedbackPost {
  readonly id: number;
  readonly author: 'member' | 'operator';
  readonly body: string;
  /** Signed image URLs, usable as `<img src>` without the session header until they expire. */
  readonly images: readonly string[];
  readonly createdAt: string;
}

/** `GET /feedback/detail?id=`: the thread, oldest post first. */
export interface FeedbackDetail {
  readonly id: number;
  readonly type: FeedbackType;
  readonly state: FeedbackThreadState;
  readonly createdAt: string;
  readonly posts: readonly FeedbackPost[];
}

/** Counts the characters a member sees (code points), as the server's length check does. */
export function feedbackLength(text: string): number {
  return [...text].length;
}
