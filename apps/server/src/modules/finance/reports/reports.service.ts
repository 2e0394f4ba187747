import {
  DASHBOARD_DAYS,
  SITE_CODES,
  toWireAmount,
  type CurrencyFigures,
  type DashboardFigures,
  type PeriodFigures,
  type SiteCode,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { beijingDay, beijingDayStart, DAY_MS } from '../../../lib/beijing-time.ts';
import { currencyOf } from '../../../lib/money.ts';
import {
  betSums,
  bonusSums,
  depositSums,
  onlineMembers,
  signUps,
  withdrawalSums,
  type Window,
} from './reports.repository.ts';

/** Who counts as online: a live session used this recently. */
const ONLINE_WINDOW_MS = 5 * 60_000;

/** An owner's queue: how many of its items on these sites wait for an operator. */
export type QueueCounter = { queueCount(sites: readonly string[]): Promise<number> };

/** Money of one currency on one day, in minor units. */
type Sums = {
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  withdrawalFees: bigint;
  stakes: bigint;
  payouts: bigint;
  bonuses: bigint;
};

const zero = (): Sums => ({
  deposits: 0n,
  depositCount: 0,
  withdrawals: 0n,
  withdrawalCount: 0,
  withdrawalFees: 0n,
  stakes: 0n,
  payouts: 0n,
  bonuses: 0n,
});

function add(a: Sums, b: Sums): Sums {
  return {
    deposits: a.deposits + b.deposits,
    depositCount: a.depositCount + b.depositCount,
    withdrawals: a.withdrawals + b.withdrawals,
    withdrawalCount: a.withdrawalCount + b.withdrawalCount,
    withdrawalFees: a.withdrawalFees + b.withdrawalFees,
    stakes: a.stakes + b.stakes,
    payouts: a.payouts + b.payouts,
    bonuses: a.bonuses + b.bonuses,
  };
}

/**
 * The figures on the wire. NGR = GGR − bonuses − payment costs: channels carry no cost rate, so
 * Kirin records no cost and NGR is GGR − bonuses (docs/decisions/dashboard-figures.md).
 */
function figures(s: Sums, currency: string): PeriodFigures {
  const wire = (minor: bigint) => toWireAmount(minor, currencyOf(currency));
  const ggr = s.stakes - s.payouts;
  const paymentCosts = 0n;
  return {
    deposits: wire(s.deposits),
    depositCount: s.depositCount,
    withdrawals: wire(s.withdrawals),
    withdrawalCount: s.withdrawalCount,
    netDeposits: wire(s.deposits - s.withdrawals),
    stakes: wire(s.stakes),
    payouts: wire(s.payouts),
    ggr: wire(ggr),
    bonuses: wire(s.bonuses),
    ngr: wire(ggr - s.bonuses - paymentCosts),
    withdrawalFees: wire(s.withdrawalFees),
  };
}

/**
 * The operator console's dashboard (GET /api/admin/v1/reports/dashboard): money by currency,
 * members and queues of a site or of every site, over the Beijing day so far and the 30 Beijing
 * days ending today. Reads only what other modules publish: their views, and the queue counts
 * their services answer.
 */
export class ReportsService {
  constructor(
    private readonly db: Db,
    private readonly queues: {
      deposits: QueueCounter;
      withdrawals: QueueCounter;
      adjustments: QueueCounter;
      feedback: QueueCounter;
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dashboard(site: SiteCode | undefined): Promise<DashboardFigures> {
    const asOf = this.now();
    const todayStart = beijingDayStart(asOf).getTime();
    const from = new Date(todayStart - (DASHBOARD_DAYS - 1) * DAY_MS);
    // Every site is the brands' list: one index scan a site (docs/decisions/dashboard-figures.md).
    const sites: readonly string[] = site ? [site] : SITE_CODES;
    const w: Window = { sites, from, to: new Date(todayStart + DAY_MS) };
    const [
      deposits,
      withdrawals,
      bets,
      bonuses,
      joined,
      online,
      depositQueue,
      withdrawalQueue,
      adjustmentQueue,
      feedbackQueue,
    ] = await Promise.all([
      depositSums(this.db, w),
      withdrawalSums(this.db, w),
      betSums(this.db, w),
      bonusSums(this.db, w),
      signUps(this.db, w),
      onlineMembers(this.db, sites, new Date(asOf.getTime() - ONLINE_WINDOW_MS)),
      this.queues.deposits.queueCount(sites),
      this.queues.withdrawals.queueCount(sites),
      this.queues.adjustments.queueCount(sites),
      this.queues.feedback.queueCount(sites),
    ]);

    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
      beijingDay(new Date(from.getTime() + i * DAY_MS)),
    );
    const inWindow = (day: number | null): day is number =>
      day !== null && day >= 0 && day < DASHBOARD_DAYS;
    const byCurrency = new Map<string, Sums[]>();
    const sumsOf = (currency: string, day: number): Sums => {
      let series = byCurrency.get(currency);
      if (!series) {
        series = Array.from({ length: DASHBOARD_DAYS }, zero);
        byCurrency.set(currency, series);
      }
      return series[day]!;
    };
    for (const r of deposits) {
      if (!inWindow(r.day)) continue;
      const s = sumsOf(r.currency, r.day);
      s.deposits += BigInt(r.amount);
      s.depositCount += r.n;
    }
    for (const r of withdrawals) {
      if (!inWindow(r.day)) continue;
      const s = sumsOf(r.currency, r.day);
      s.withdrawals += BigInt(r.amount);
      s.withdrawalCount += r.n;
      s.withdrawalFees += BigInt(r.fee);
    }
    for (const r of bets) {
      if (r.level !== 0 || r.currency === null || !inWindow(r.day)) continue;
      const s = sumsOf(r.currency, r.day);
      s.stakes += BigInt(r.stake);
      s.payouts += BigInt(r.payout);
    }
    for (const r of bonuses) {
      if (!inWindow(r.day)) continue;
      sumsOf(r.currency, r.day).bonuses += BigInt(r.amount);
    }

    const money: CurrencyFigures[] = [...byCurrency.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, series]) => ({
        currency,
        today: figures(series[DASHBOARD_DAYS - 1]!, currency),
        last30: figures(series.reduce(add, zero()), currency),
        days: series.map((s, i) => ({ day: days[i]!, ...figures(s, currency) })),
      }));

    const signUpsByDay = new Array<number>(DASHBOARD_DAYS).fill(0);
    for (const r of joined) if (inWindow(r.day)) signUpsByDay[r.day] = r.n;
    const activeByDay = new Array<number>(DASHBOARD_DAYS).fill(0);
    let active30 = 0;
    for (const r of bets) {
      if (r.level === 1 && inWindow(r.day)) activeByDay[r.day] = r.active;
      if (r.level === 2) active30 = r.active;
    }

    return {
      site: site ?? null,
      asOf: asOf.toISOString(),
      today: days[DASHBOARD_DAYS - 1]!,
      money,
      members: {
        signUpsToday: signUpsByDay[DASHBOARD_DAYS - 1]!,
        signUps30: signUpsByDay.reduce((a, b) => a + b, 0),
        activeToday: activeByDay[DASHBOARD_DAYS - 1]!,
        active30,
        online,
        days: days.map((day, i) => ({
          day,
          signUps: signUpsByDay[i]!,
          active: activeByDay[i]!,
        })),
      },
      queues: {
        deposits: depositQueue,
        withdrawals: withdrawalQueue,
        adjustments: adjustmentQueue,
        feedback: feedbackQueue,
      },
    };
  }
}
