import { z } from 'zod';
import { MESSAGE_ACTIONS, MESSAGE_AUDIENCES, MESSAGE_PAGE_SIZE_MAX } from '@kirin/contract';
import { wholeNumber } from '../../../lib/route-parts.ts';

// Wire schemas of the message routes: validation, serialisation and the OpenAPI document.

export const memberMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().describe('Plain text; line breaks are kept'),
  createdAt: z.string(),
  read: z.boolean(),
});

export const memberMessagePageSchema = z.object({
  list: z.array(memberMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  pageSize: z.number().int().describe('The same as size'),
  unread: z.number().int().describe("The member's unread messages, all pages"),
});

export const listBodySchema = z.object({
  page: wholeNumber(1, 10_000, 1),
  size: wholeNumber(1, MESSAGE_PAGE_SIZE_MAX, 20),
});

const idText = z.union([z.string().max(4000), z.number()]);

export const updateBodySchema = z.object({
  ids: z
    .union([idText, z.array(idText).max(200)])
    .optional()
    .describe('Message ids: "1,2,3", repeated ids fields, or a JSON array'),
  action: z.enum(MESSAGE_ACTIONS),
  all: z
    .union([z.boolean(), z.string().max(8)])
    .optional()
    .describe('true with action read: every unread message (ids are then ignored)'),
});

export const adminMessageSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  audience: z.enum(MESSAGE_AUDIENCES),
  memberId: z.number().int().nullable(),
  account: z.string().nullable(),
  vipLevel: z.number().int().nullable(),
  includeFuture: z.boolean(),
  title: z.string(),
  body: z.string(),
  sentBy: z.number().int().nullable(),
  sentByName: z.string().nullable(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  recipients: z.number().int().describe('Members the message reaches now'),
  readCount: z.number().int(),
  deletedCount: z.number().int(),
});

export const sendBodySchema = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  audience: z.enum(MESSAGE_AUDIENCES),
  account: z.string().max(64).optional().describe('audience member: the account name'),
  vipLevel: z
    .union([z.number(), z.string().max(8)])
    .optional()
    .describe('audience vip: the level whose members receive it'),
  includeFuture: z
    .union([z.boolean(), z.string().max(8)])
    .optional()
    .describe('audience site: also members who register later'),
  marketing: z
    .union([z.boolean(), z.string().max(8)])
    .optional()
    .describe('A promotion or other marketing: members who turned those off do not see it'),
  title: z.string().max(1000).optional().describe('Required, up to 100 characters'),
  body: z.string().max(20_000).optional().describe('Required, up to 5000 characters'),
});
