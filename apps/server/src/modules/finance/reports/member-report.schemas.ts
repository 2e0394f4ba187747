import { z } from 'zod';

const amount = z.string().describe('Decimal amount in the site currency');
const signed = z.string().describe('Signed decimal amount in the site currency');

export const statementQuery = z.object({
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(24)
    .default(12)
    .describe('How many Beijing months, this one included (1–24, default 12)'),
});

export const statementSchema = z.object({
  items: z.array(
    z.object({
      month: z.string().describe('YYYY-MM, a Beijing calendar month'),
      deposits: amount.describe('Deposits credited'),
      withdrawals: amount.describe('Withdrawals paid (fee included)'),
      stakes: amount.describe('Stakes of bets settled in the month (sportsbook and venues)'),
      payouts: amount.describe('Payouts of those bets'),
      bonuses: amount.describe('Rewards credited: rebates, bonuses, commissions'),
      net: signed.describe('payouts + bonuses − stakes'),
    }),
  ),
});

export const sessionSchema = z.object({
  loginAt: z.string().describe('When this session logged in (ISO)'),
  previousLogin: z
    .object({
      at: z.string(),
      ip: z.string().nullable(),
      device: z.string().nullable().describe('Browser and system, e.g. "Chrome 120 · Android 14"'),
    })
    .nullable()
    .describe('The log-in before this one; null for the first'),
  sessionMinutes: z.number().int().nullable().describe('The session-time limit a day, if any'),
  endsAt: z.string().nullable().describe('When this session ends by the session-time limit'),
  realityCheckMinutes: z.number().int().nullable(),
  staked: amount.describe('Stakes of the bets placed since log-in (void aside)'),
  net: signed.describe('Payouts minus stakes of the bets settled since log-in'),
});

export type Statement = z.output<typeof statementSchema>;
export type SessionSummary = z.output<typeof sessionSchema>;
