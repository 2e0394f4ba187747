import { z } from 'zod';
import { MEMBER_SEARCH_MAX } from '@kirin/contract';

// Wire schemas of the operator's member routes, mirroring the contract's AdminMember and
// AdminMemberDetail.

const time = z.string().describe('ISO 8601');

export const memberSearchQuery = z
  .string()
  .trim()
  .max(MEMBER_SEARCH_MAX)
  .optional()
  .describe(
    'Finds members whose account starts with it (any case), or whose phone (national number, ' +
      'or with its area code: 8613800138000, +8613800138000), email (any case), real name or ' +
      'invite code (any case) it is',
  );

export const adminMemberSchema = z.object({
  id: z.number().int(),
  siteCode: z.string(),
  account: z.string(),
  realName: z.string().nullable(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  vipLevel: z.number().int(),
  inviteCode: z.string(),
  disabled: z.boolean(),
  createdAt: time,
  lastLoginAt: time.nullable(),
});

export const adminMemberSessionSchema = z.object({
  id: z.number().int(),
  createdAt: time,
  lastSeenAt: time,
  expiresAt: time,
  endedAt: time.nullable(),
  endReason: z.string().nullable(),
  live: z.boolean().describe('Good for requests now'),
  ip: z.string().nullable(),
  deviceNo: z.string().nullable(),
});

export const adminMemberDetailSchema = adminMemberSchema.extend({
  inviter: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  marketingMessages: z.boolean(),
  lastLoginIp: z.string().nullable(),
  withdrawPasswordSet: z.boolean(),
  adultConfirmedAt: time,
  disabledAt: time.nullable(),
  sessions: z.array(adminMemberSessionSchema).describe('The latest ten, newest first'),
});

/**
 * Text an operator writes (a reason, a note): trimmed, not empty, at most `max` characters, and
 * no NUL, which PostgreSQL's text and jsonb cannot hold (it would be a 500, not a refusal).
 */
export const operatorText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !text.includes('\u0000'), 'invalid_value');

export const memberStateSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  siteCode: z.string(),
  disabled: z.boolean(),
  withdrawPasswordSet: z.boolean().describe('False after reset-withdraw-password'),
});

export const memberNoteSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  operatorId: z.number().int(),
  operatorAccount: z.string(),
  text: z.string(),
  createdAt: time,
});
