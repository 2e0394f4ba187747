import { z } from 'zod';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_THREAD_STATES,
  FEEDBACK_TYPES,
  feedbackLength,
} from '@kirin/contract';

// Wire schemas of the feedback routes, mirroring the contract's FeedbackSummary and FeedbackDetail.

const ID = /^[1-9]\d{0,14}$/;

export const threadIdSchema = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (!ID.test(text)) {
      ctx.issues.push({ code: 'custom', message: 'invalid_format', input: value });
      return z.NEVER;
    }
    return Number(text);
  })
  .describe('Thread id');

/** The text of a post: 1..1000 characters as the member counts them (code points), trimmed. */
const contentSchema = z
  .string()
  .trim()
  .min(1)
  .refine((text) => feedbackLength(text) <= FEEDBACK_CONTENT_MAX, { message: 'too_long' });

/**
 * Upload ids as the form sends them, `"1,2,3"` (an array is taken too): at most three different
 * ids. Whether they are the member's own uploads is the service's question.
 */
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
    if (ids.length > FEEDBACK_IMAGES_MAX) {
      ctx.issues.push({ code: 'custom', message: 'too_long', input: value });
      return z.NEVER;
    }
    return ids;
  })
  .describe(`Upload ids of the member, comma separated ("1,2,3"), at most ${FEEDBACK_IMAGES_MAX}`);

export const createBodySchema = z.object({
  type: z.enum(FEEDBACK_TYPES),
  content: contentSchema,
  images: imagesSchema,
});

export const replyBodySchema = z.object({
  id: threadIdSchema,
  content: contentSchema,
  images: imagesSchema,
});

export const operatorReplyBodySchema = z.object({ body: contentSchema });

const time = z.string().describe('ISO 8601');

export const summarySchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  state: z.enum(FEEDBACK_THREAD_STATES),
  excerpt: z.string().describe('The start of the first post'),
  createdAt: time,
  updatedAt: time,
  replies: z.number().int().describe('Operator answers'),
});

export const postSchema = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  body: z.string(),
  images: z.array(z.string()).readonly().describe('Signed image URLs (about an hour)'),
  createdAt: time,
});

export const detailSchema = z.object({
  id: z.number().int(),
  type: z.enum(FEEDBACK_TYPES),
  state: z.enum(FEEDBACK_THREAD_STATES),
  createdAt: time,
  posts: z.array(postSchema).readonly(),
});

export const adminSummarySchema = summarySchema.extend({
  siteCode: z.string(),
  account: z.string().describe("The member's account name"),
});

export const adminDetailSchema = detailSchema.extend({
  siteCode: z.string(),
  account: z.string(),
  updatedAt: time,
  posts: z.array(postSchema.extend({ authorId: z.number().int() })).readonly(),
});
