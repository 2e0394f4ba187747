// Responsible gambling on the wire (API.md "Responsible gambling"): the member's own view, which
// operators read too.

import type { Lang } from './lang.ts';

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

/**
 * The money limits' names in each language: the server's LIMIT_REACHED refusals and the member
 * site's 负责任博彩 page say them the same way.
 */
export const LIMIT_NAMES: Readonly<
  Record<Lang, Record<'deposit' | 'loss' | 'wager', Record<'day' | 'week' | 'month', string>>>
> = {
  'zh-CN': {
    deposit: { day: '每日存款限额', week: '每周存款限额', month: '每月存款限额' },
    loss: { day: '每日亏损限额', week: '每周亏损限额', month: '每月亏损限额' },
    wager: { day: '每日投注限额', week: '每周投注限额', month: '每月投注限额' },
  },
  'zh-HK': {
    deposit: { day: '每日存款限額', week: '每週存款限額', month: '每月存款限額' },
    loss: { day: '每日虧損限額', week: '每週虧損限額', month: '每月虧損限額' },
    wager: { day: '每日投注限額', week: '每週投注限額', month: '每月投注限額' },
  },
  en: {
    deposit: {
      day: 'daily deposit limit',
      week: 'weekly deposit limit',
      month: 'monthly deposit limit',
    },
    loss: { day: 'daily loss limit', week: 'weekly loss limit', month: 'monthly loss limit' },
    wager: { day: 'daily wager limit', week: 'weekly wager limit', month: 'monthly wager limit' },
  },
};
