// Responsible gambling on the wire (API.md "Responsible gambling"): the member's own view, which
// operators read too.

export type LimitPeriods = { day: string | null; week: string | null; month: string | null };

export type MemberLimits = {
  deposit: LimitPeriods;
  loss: LimitPeriods;
  wager: LimitPeriods;
  /**
   * What each money limit set has used of its current Beijing period (null where none is set).
   * Loss counts what may yet be lost: open book bets and the money in venue wallets.
   */
  used: { deposit: LimitPeriods; loss: LimitPeriods; wager: LimitPeriods };
  sessionMinutes: number | null;
  realityCheckMinutes: number | null;
  /** Raises and removals waiting out their 24 hours, then the member's confirmation. */
  pending: {
    kind: 'deposit' | 'loss' | 'wager' | 'session' | 'realityCheck';
    period: 'day' | 'week' | 'month' | null;
    /** A decimal string, or minutes for session and realityCheck; null is a removal. */
    amount: string | number | null;
    effectiveAt: string;
    confirmable: boolean;
  }[];
  timeoutUntil: string | null;
  /** An ISO instant, or "permanent". */
  excludedUntil: string | null;
};
