// Wire shapes of the operator console's reports (`/api/admin/v1/reports`). Money is a decimal
// string in its currency (negative where a figure is a loss, e.g. GGR); counts are numbers; days
// are Beijing calendar days, "YYYY-MM-DD"; times are ISO 8601. What each figure counts:
// docs/decisions/dashboard-figures.md.

/** How many Beijing days the dashboard's series and its `last30` figures cover, today included. */
export const DASHBOARD_DAYS = 30;

/** Money figures of one currency over a period. */
export interface PeriodFigures {
  /** Credited deposits, by when they were credited. */
  readonly deposits: string;
  readonly depositCount: number;
  /** Paid withdrawals' amounts (fee included), by when they were paid. */
  readonly withdrawals: string;
  readonly withdrawalCount: number;
  /** deposits − withdrawals. */
  readonly netDeposits: string;
  /** Stakes of bets settled in the period (venues' and the book's). */
  readonly stakes: string;
  /** What those bets paid back. */
  readonly payouts: string;
  /** Gross gaming revenue: stakes − payouts. */
  readonly ggr: string;
  /** Rewards credited (rebates, VIP and birthday bonuses, activities), agent commission apart. */
  readonly bonuses: string;
  /** Net gaming revenue: ggr − bonuses − payment costs (Kirin records none). */
  readonly ngr: string;
  /** Fees members paid on withdrawals paid in the period: income, outside NGR. */
  readonly withdrawalFees: string;
}

/** One Beijing day's figures. */
export interface DayFigures extends PeriodFigures {
  /** "YYYY-MM-DD" */
  readonly day: string;
}

/** The figures of one currency (sites differ: a USDT brand's money is its own entry). */
export interface CurrencyFigures {
  readonly currency: string;
  /** The Beijing day so far. */
  readonly today: PeriodFigures;
  /** The 30 Beijing days ending today, today included. */
  readonly last30: PeriodFigures;
  /** Exactly 30 days, oldest first, zero where nothing happened. */
  readonly days: DayFigures[];
}

export interface DashboardMembers {
  readonly signUpsToday: number;
  readonly signUps30: number;
  /** Distinct members with a bet settled today. */
  readonly activeToday: number;
  /** Distinct members with a bet settled in the 30 days. */
  readonly active30: number;
  /** Distinct members with a live session used in the last 5 minutes. */
  readonly online: number;
  /** 30 days, oldest first. */
  readonly days: { readonly day: string; readonly signUps: number; readonly active: number }[];
}

/** What waits for an operator now. */
export interface DashboardQueues {
  /** Deposit orders pending. */
  readonly deposits: number;
  /** Withdrawals in review. */
  readonly withdrawals: number;
  /** Adjustments awaiting a second operator's approval. */
  readonly adjustments: number;
  /** Feedback threads awaiting an operator's answer. */
  readonly feedback: number;
}

/** `GET /api/admin/v1/reports/dashboard`. */
export interface DashboardFigures {
  /** The site asked for; null: every site. */
  readonly site: string | null;
  /** When the figures were read (ISO 8601). */
  readonly asOf: string;
  /** The Beijing day of `asOf`, "YYYY-MM-DD". */
  readonly today: string;
  /** One entry per currency with any figure in the 30 days, by currency code. */
  readonly money: CurrencyFigures[];
  readonly members: DashboardMembers;
  readonly queues: DashboardQueues;
}
