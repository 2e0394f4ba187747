import { z } from 'zod';
import {
  AGENT_BASES,
  AGENT_DEPTH_MAX,
  AGENT_DOWNLINE_PAGE_SIZE_MAX,
  AGENT_TIERS_MAX,
} from '@kirin/contract';
import { moneyInput } from '../../../lib/money.ts';
import { wholeNumber } from '../../../lib/route-parts.ts';

// Wire schemas of the agent routes, mirroring the contract's AgentSummary, AgentDownlinePage,
// AgentSchemeView and AgentSettlementView.

const money = z.string().describe('Decimal amount in the site currency');
const int = z.number().int();

export const periodQuery = z
  .string()
  .max(16)
  .optional()
  .describe('"current" (default), "last", or a month "YYYY-MM" (Beijing time), not in the future');

const tierSchema = z.object({ minActive: int, minAmount: money, rate: z.string() });

export const schemeSchema = z.object({
  basis: z.enum(AGENT_BASES),
  tiers: z.array(tierSchema),
  depth: int,
  enabled: z.boolean(),
});

export const summarySchema = z.object({
  inviteCode: z.string(),
  invitePath: z.string().describe('Relative path of the register page with the invite code'),
  memberSince: z.string().describe('When the member registered: no month before it is offered'),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  closed: z.boolean(),
  currency: z.string(),
  team: z.object({ direct: int, indirect: int, depth: int }),
  stats: z.object({
    signUps: int,
    firstDeposits: int,
    deposits: money,
    validTurnover: money,
    netWinLoss: money.describe("Stake less payout of settled bets, the house's side"),
    bonuses: money,
    activeMembers: int,
  }),
  scheme: schemeSchema.nullable(),
  estimate: z
    .object({ basis: money, tier: int.nullable(), rate: z.string(), commission: money })
    .nullable(),
  paid: z.object({
    total: money,
    list: z.array(
      z.object({
        id: int,
        period: z.string(),
        amount: money,
        basis: money,
        rate: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});

export const downlineQuery = z.object({
  parentId: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('A member of the own downline; default the member'),
  period: periodQuery,
  page: wholeNumber(1, 2 ** 31 - 1, 1),
  size: wholeNumber(1, AGENT_DOWNLINE_PAGE_SIZE_MAX, 20),
});

export const downlinePageSchema = z.object({
  parentId: int,
  parentDepth: int,
  period: z.string(),
  list: z.array(
    z.object({
      id: int,
      account: z.string().describe('Partly masked'),
      registeredAt: z.string(),
      depth: int,
      directCount: int,
      expandable: z.boolean(),
      deposits: money,
      validTurnover: money,
    }),
  ),
  total: int,
  page: int,
  size: int,
});

export const schemeBodySchema = z.object({
  site: z.string().max(32).optional().describe("Default: the request's site"),
  basis: z.string().max(32).optional().describe(AGENT_BASES.join(' or ')),
  tiers: z
    .array(
      z.object({
        minActive: z.union([z.number(), z.string().max(12)]).optional(),
        minAmount: moneyInput.optional(),
        rate: z.union([z.string().max(12), z.number()]).optional(),
      }),
    )
    .max(AGENT_TIERS_MAX * 2)
    .optional()
    .describe(
      `1-${AGENT_TIERS_MAX} tiers, ascending; rate a fraction ("0.35"), above 0, at most 1`,
    ),
  depth: z
    .union([z.number(), z.string().max(4)])
    .optional()
    .describe(`1-${AGENT_DEPTH_MAX}`),
  enabled: z.union([z.boolean(), z.string().max(5)]).optional(),
});

export const settlementSchema = z.object({
  id: int,
  siteCode: z.string(),
  period: z.string(),
  agents: int,
  total: money,
  currency: z.string(),
  runBy: int.nullable(),
  createdAt: z.string(),
  created: z.boolean().describe('False: settled before, nothing paid this time'),
});
