import { z } from 'zod';
import { moneyInput } from '../../../lib/money.ts';

// Wire schemas of the responsible-gambling routes (API.md "Responsible gambling").

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session', 'realityCheck'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];
export const TIMEOUT_DAYS = [1, 7, 30, 42] as const;
export const EXCLUSION_MONTHS = [0, 6, 12, 60] as const;

const amount = z.string().nullable().describe('Decimal amount in the site currency, or null');
const periods = z.object({ day: amount, week: amount, month: amount });

export const limitsSchema = z.object({
  deposit: periods,
  loss: periods,
  wager: periods,
  used: z
    .object({ deposit: periods, loss: periods, wager: periods })
    .describe(
      'What each limit set has used of its current period; loss counts open bets and money at venues',
    ),
  sessionMinutes: z.number().int().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  pending: z.array(
    z.object({
      kind: z.enum(LIMIT_KINDS),
      period: z.enum(['day', 'week', 'month']).nullable(),
      amount: z
        .union([z.string(), z.number().int()])
        .nullable()
        .describe(
          'The new limit (decimal string, or minutes for session and realityCheck); null: removal',
        ),
      effectiveAt: z.string().describe('ISO 8601: from when the member may confirm it'),
      confirmable: z.boolean(),
    }),
  ),
  timeoutUntil: z.string().nullable().describe('ISO 8601; null when no time-out is in force'),
  excludedUntil: z
    .string()
    .nullable()
    .describe('ISO 8601; "permanent" for a permanent self-exclusion; null when none'),
});
export type LimitsView = z.infer<typeof limitsSchema>;

export const setLimitBodySchema = z.object({
  kind: z.string().max(20).describe('deposit, loss, wager, session or realityCheck'),
  period: z
    .string()
    .max(10)
    .nullish()
    .describe(
      'day, week or month for deposit, loss and wager; omitted for session and realityCheck',
    ),
  amount: moneyInput
    .nullable()
    .describe(
      'The limit (decimal amount, or whole minutes for session and realityCheck); null removes it',
    ),
});

export const confirmBodySchema = z.object({
  kind: z.string().max(20),
  period: z.string().max(10).nullish(),
});

export const timeoutBodySchema = z.object({
  days: z.union([z.number(), z.string().max(4)]).describe('1, 7, 30 or 42'),
});

export const excludeBodySchema = z.object({
  months: z.union([z.number(), z.string().max(4)]).describe('6, 12, 60, or 0 for permanent'),
  password: z.string().max(1024).describe('The login password, encrypted as at log-in'),
});

export const restrictionSchema = z.object({
  until: z.string().nullable().describe('ISO 8601; null: permanent'),
});
