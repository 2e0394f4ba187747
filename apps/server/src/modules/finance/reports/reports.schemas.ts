import { z } from 'zod';
import { DASHBOARD_DAYS, SITE_CODES } from '@kirin/contract';

// Wire schemas of the operator reports, mirroring the contract's Dashboard (packages/contract/src/
// reports.ts). What each figure counts: docs/decisions/dashboard-figures.md.

const amount = z.string().describe("Decimal string in the entry's currency; negative for a loss");
const count = z.number().int().min(0);
const day = z.string().describe('A Beijing calendar day, YYYY-MM-DD');

export const dashboardQuery = z.object({
  site: z
    .enum(SITE_CODES)
    .optional()
    .describe('The site; a platform operator may leave it out for every site'),
});

const figuresShape = {
  deposits: amount.describe('Credited deposits, by when they were credited'),
  depositCount: count,
  withdrawals: amount.describe("Paid withdrawals' amounts (fee included), by when they were paid"),
  withdrawalCount: count,
  netDeposits: amount.describe('deposits − withdrawals'),
  stakes: amount.describe("Stakes of bets settled in the period, venues' and the book's"),
  payouts: amount.describe('What those bets paid back'),
  ggr: amount.describe('Gross gaming revenue: stakes − payouts'),
  bonuses: amount.describe('Rewards credited, agent commission apart'),
  ngr: amount.describe('Net gaming revenue: ggr − bonuses − payment costs (none recorded)'),
  withdrawalFees: amount.describe('Fees members paid on withdrawals: income, outside NGR'),
};

const dashboardFiguresSchema = z.object(figuresShape);

export const dashboardSchema = z.object({
  site: z.string().nullable().describe('The site asked for; null: every site'),
  asOf: z.string().describe('When the figures were read, ISO 8601'),
  today: day,
  money: z
    .array(
      z.object({
        currency: z.string(),
        today: dashboardFiguresSchema.describe('The Beijing day so far'),
        last30: dashboardFiguresSchema.describe(
          `The ${DASHBOARD_DAYS} Beijing days ending today, today included`,
        ),
        days: z
          .array(z.object({ day, ...figuresShape }))
          .describe(`${DASHBOARD_DAYS} days, oldest first, zero where nothing happened`),
      }),
    )
    .describe('One entry per currency with any figure in the period, by currency code'),
  members: z.object({
    signUpsToday: count,
    signUps30: count,
    activeToday: count.describe('Distinct members with a bet settled today'),
    active30: count.describe(`Distinct members with a bet settled in the ${DASHBOARD_DAYS} days`),
    online: count.describe('Distinct members with a live session used in the last 5 minutes'),
    days: z
      .array(z.object({ day, signUps: count, active: count }))
      .describe(`${DASHBOARD_DAYS} days, oldest first`),
  }),
  queues: z.object({
    deposits: count.describe('Deposit orders pending'),
    withdrawals: count.describe('Withdrawals in review'),
    adjustments: count.describe("Adjustments awaiting a second operator's approval"),
    feedback: count.describe("Feedback threads awaiting an operator's answer"),
  }),
});
