import { z } from 'zod';
import { wholeNumber } from '../../../lib/route-parts.ts';
import {
  SUPPORT_AUTHORS,
  SUPPORT_IMAGES_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_PAGE_MAX,
  SUPPORT_SYSTEM_EVENTS,
  SUPPORT_THREAD_STATES,
} from '@kirin/contract';

// Wire schemas of the chat routes, mirroring the contract's SupportConversation and SupportMessage.

const ID = /^[1-9]\d{0,14}$/;

export const idSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!ID.test(text)) {
    ctx.issues.push({ code: 'custom', message: 'invalid_format', input: value });
    return z.NEVER;
  }
  return Number(text);
});

/**
 * The text of a message, trimmed; empty is allowed when images are sent. The service refuses more
 * than SUPPORT_MESSAGE_MAX characters with its own code; this bound only keeps absurd bodies out.
 */
const contentSchema = z
  .string()
  .max(SUPPORT_MESSAGE_MAX * 8)
  .optional()
  .transform((text) => (text ?? '').trim())
  .describe(`The text, at most ${SUPPORT_MESSAGE_MAX} characters; may be empty with images`);

/** Image ids as a form sends them (`"1,2"`) or an array: at most SUPPORT_IMAGES_MAX, distinct. */
const imagesSchema = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return [];
    const items = (Array.isArray(value) ? value : String(value).split(','))
      .map((item) => String(item).trim())
      .filter((item) => item !== '');
    if (!items.every((item) => ID.test(item))) {
      ctx.issues.push({ code: 'custom', message: 'invalid_format', input: value });
      return z.NEVER;
    }
    const ids = [...new Set(items.map(Number))];
    if (ids.length > SUPPORT_IMAGES_MAX) {
      ctx.issues.push({ code: 'custom', message: 'too_long', input: value });
      return z.NEVER;
    }
    return ids;
  });

export const sendBodySchema = z.object({
  content: contentSchema,
  images: imagesSchema.describe(
    `Upload ids of the member's own images (POST /api/f/v1/upload), at most ${SUPPORT_IMAGES_MAX}; visitors cannot send images`,
  ),
});

export const replyBodySchema = z.object({
  content: contentSchema,
  images: imagesSchema.describe(
    `Ids of images from POST /api/admin/v1/support/images, at most ${SUPPORT_IMAGES_MAX}`,
  ),
});

export const readBodySchema = z.object({
  upTo: idSchema.describe('The newest message id the customer has seen'),
});

const pageSize = wholeNumber(1, SUPPORT_PAGE_MAX, 50);

export const conversationQuery = z.object({
  threadId: idSchema.optional().describe('Only this thread (one of the customer’s own)'),
  before: idSchema.optional().describe('Messages older than this id'),
  size: pageSize,
});

export const deskThreadQuery = z.object({
  before: idSchema.optional().describe('Messages older than this id'),
  size: pageSize,
});

const time = z.string().describe('ISO 8601');

export const messageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  author: z.enum(SUPPORT_AUTHORS),
  event: z.enum(SUPPORT_SYSTEM_EVENTS).nullable().describe('What a system message records'),
  body: z.string(),
  images: z.array(z.string()).readonly().describe('Signed image URLs (about an hour)'),
  createdAt: time,
  read: z.boolean().describe('Whether the other side has seen it'),
});

export const threadInfoSchema = z.object({
  id: z.number().int(),
  state: z.enum(SUPPORT_THREAD_STATES),
  createdAt: time,
});

export const conversationSchema = z.object({
  thread: threadInfoSchema.nullable().describe('The customer’s newest thread'),
  list: z.array(messageSchema).readonly().describe('Oldest first'),
  hasMore: z.boolean().describe('Older messages are left: ask again with `before`'),
  unread: z.number().int().describe('Operator messages the customer has not seen'),
});

export const deskMessageSchema = messageSchema.extend({
  operator: z.string().nullable().describe('The operator who wrote a reply'),
});

export const deskThreadSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  account: z.string().nullable().describe('The member’s account; null for a visitor'),
  visitor: z.boolean(),
  state: z.enum(SUPPORT_THREAD_STATES),
  unread: z.number().int().describe('Customer messages no operator has seen'),
  last: z
    .object({
      author: z.enum(SUPPORT_AUTHORS),
      body: z.string().describe('Its first 80 characters'),
      images: z.number().int(),
      event: z.enum(SUPPORT_SYSTEM_EVENTS).nullable(),
    })
    .nullable(),
  lastMessageAt: time,
  createdAt: time,
  closedAt: time.nullable(),
});

export const deskDetailSchema = z.object({
  thread: deskThreadSchema,
  list: z.array(deskMessageSchema).readonly().describe('Oldest first'),
  hasMore: z.boolean(),
});
