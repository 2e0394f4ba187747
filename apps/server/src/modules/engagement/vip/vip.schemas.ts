import { z } from 'zod';
import { VIP_LEVEL_MAX } from '@kirin/contract';
import { moneyInput } from '../../../lib/money.ts';

// Wire schemas of the VIP routes: validation, serialisation and the OpenAPI document.

const amount = z.string().describe('Decimal amount in the site currency');

const privileges = {
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawLimit: amount,
  rebateRate: z.string().describe('Decimal fraction of valid turnover: "0.008" is 0.8%'),
  upgradeBonus: amount,
  birthdayBonus: amount,
  bonusTurnoverMultiple: z.string().describe('Betting a bonus brings, as a multiple of it'),
};

export const privilegesSchema = z.object(privileges);

export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  minDeposits: amount,
  minTurnover: amount,
  ...privileges,
});

export const vipLadderSchema = z.object({
  currency: z.string(),
  list: z.array(vipLevelSchema),
});

const progressSchema = z.object({
  current: amount,
  required: amount,
  remaining: amount,
  percent: z.number().int().describe('0 to 100, floored'),
});

export const memberVipSchema = z.object({
  currency: z.string(),
  level: z.number().int(),
  name: z.string(),
  deposits: amount.describe('Cumulative confirmed deposits'),
  turnover: amount.describe('Cumulative valid turnover of settled bets'),
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      deposits: progressSchema,
      turnover: progressSchema,
    })
    .nullable()
    .describe('Null at the top of the ladder'),
  privileges: privilegesSchema,
  birthDate: z.string().nullable(),
});

export const birthdayBodySchema = z.object({
  birthDate: z.string().max(20).optional().describe('YYYY-MM-DD; set once, 18 or older'),
});

export const adminLevelSchema = z.object({
  level: z.number().int(),
  name: z.record(z.string(), z.string()),
  minDeposits: amount,
  minTurnover: amount,
  ...privileges,
  updatedBy: z.number().int().nullable(),
  updatedAt: z.string(),
});

export const adminLadderSchema = z.object({
  site: z.string(),
  currency: z.string(),
  list: z.array(adminLevelSchema),
});

export const levelInputSchema = z.object({
  level: z.number().int().min(0).max(VIP_LEVEL_MAX),
  name: z.record(z.string(), z.string().max(200)).describe('By language: zh-CN, zh-HK, en'),
  minDeposits: moneyInput,
  minTurnover: moneyInput,
  dailyWithdrawCount: z.number().int().min(0).max(1000),
  dailyWithdrawLimit: moneyInput,
  rebateRate: z.string().max(12),
  upgradeBonus: moneyInput,
  birthdayBonus: moneyInput,
  bonusTurnoverMultiple: z.string().max(8).optional(),
});

export const ladderBodySchema = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  levels: z.array(levelInputSchema).max(VIP_LEVEL_MAX + 1),
});

export const setLevelBodySchema = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  account: z.string().trim().min(1).max(64).describe("The member's account name"),
  level: z.coerce.number().int().min(0).max(VIP_LEVEL_MAX),
  note: z.string().max(1000).optional(),
});

/** A member's standing as operators read it, with the ladder's levels by name. */
export const adminMemberVipSchema = memberVipSchema.extend({
  siteCode: z.string(),
  levels: z.array(z.object({ level: z.number().int(), name: z.string() })),
});

export const levelChangeSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  from: z.number().int(),
  to: z.number().int(),
});

export const evaluationSchema = z.object({
  members: z.number().int(),
  promoted: z.number().int(),
  bonuses: z.number().int(),
});
