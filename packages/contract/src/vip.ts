// Wire shapes of the VIP ladder (`/member/vips`, `/member/vips/list`) and of its operator API.
// Amounts are decimal strings in the site currency; rates are decimal fractions as strings
// ("0.008" is 0.8%).

/** Levels run from 0 (where every member starts) to this. */
export const VIP_LEVEL_MAX = 10;

/** What a level gives the member. */
export interface VipPrivileges {
  /** Withdrawals a Beijing day, and their total. */
  readonly dailyWithdrawCount: number;
  readonly dailyWithdrawLimit: string;
  /** Share of a day's valid turnover paid back as that day's rebate. */
  readonly rebateRate: string;
  /** Paid once when the member reaches the level. */
  readonly upgradeBonus: string;
  /** Paid once a year, in the member's birthday month. */
  readonly birthdayBonus: string;
  /** Betting a bonus brings with it, as a multiple of the bonus. */
  readonly bonusTurnoverMultiple: string;
}

/** One level of the ladder; the member reaches it when both thresholds are met. */
export interface VipLevel extends VipPrivileges {
  readonly level: number;
  /** In the request's language. */
  readonly name: string;
  /** Cumulative confirmed deposits and cumulative valid turnover needed. */
  readonly minDeposits: string;
  readonly minTurnover: string;
}

/** `GET /member/vips/list` → the site's ladder, lowest level first. */
export interface VipLadder {
  readonly currency: string;
  readonly list: VipLevel[];
}

/** Where the member stands against one threshold of the next level. */
export interface VipProgress {
  readonly current: string;
  readonly required: string;
  /** What is still missing ("0.00" when met). */
  readonly remaining: string;
  /** 0 to 100, floored: for the progress bar. */
  readonly percent: number;
}

/** `GET /member/vips` → the member's level, totals, progress and privileges. */
export interface MemberVip {
  readonly currency: string;
  readonly level: number;
  readonly name: string;
  /** Cumulative confirmed deposits and valid turnover, all time. */
  readonly deposits: string;
  readonly turnover: string;
  /** The level above, or null at the top of the ladder. */
  readonly next: {
    readonly level: number;
    readonly name: string;
    readonly deposits: VipProgress;
    readonly turnover: VipProgress;
  } | null;
  readonly privileges: VipPrivileges;
  /** "YYYY-MM-DD" once the member has set it (for the birthday bonus), else null. */
  readonly birthDate: string | null;
}

/** `POST /member/birthday` `{ birthDate: "YYYY-MM-DD" }`, once, 18 or older → `{ birthDate }`. */
export interface MemberBirthday {
  readonly birthDate: string;
}

/** One level as operators read and write it (`/api/admin/v1/vip/levels`). */
export interface AdminVipLevel {
  readonly level: number;
  /** By language: `{ "zh-CN": "...", "zh-HK": "...", "en": "..." }`. */
  readonly name: Readonly<Record<string, string>>;
  readonly minDeposits: string;
  readonly minTurnover: string;
  readonly dailyWithdrawCount: number;
  readonly dailyWithdrawLimit: string;
  readonly rebateRate: string;
  readonly upgradeBonus: string;
  readonly birthdayBonus: string;
  readonly bonusTurnoverMultiple: string;
  readonly updatedBy: number | null;
  readonly updatedAt: string;
}

/** `POST /api/admin/v1/vip/evaluate` → what one evaluation run did. */
export interface VipEvaluation {
  readonly members: number;
  readonly promoted: number;
  readonly bonuses: number;
}

/** A rebate rate: a decimal fraction below 1 with at most 6 decimals ("0.008"). */
export const VIP_RATE_PATTERN = /^0(\.\d{1,6})?$/;
/** A bonus turnover multiple: up to 100 with at most 2 decimals. */
export const VIP_MULTIPLE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
