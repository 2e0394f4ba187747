// Wire shapes of rewards the member claims and of redemption records. Amounts are decimal strings
// in the site currency; times are ISO 8601 strings.

/** Every kind of credited reward (the rewards schema's kinds). */
export const REDEMPTION_KINDS = [
  'rebate',
  'upgrade',
  'birthday',
  'activity',
  'commission',
  'referral',
] as const;
export type RedemptionKind = (typeof REDEMPTION_KINDS)[number];

/** What the member claims by hand (`POST /rewards/claim`); activities and commission come otherwise. */
export const CLAIM_KINDS = ['rebate', 'upgrade', 'birthday'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** How many completed Beijing days back a daily rebate may still be claimed. */
export const REBATE_CLAIM_DAYS = 7;

export const REDEMPTION_PAGE_SIZE_MAX = 100;

/**
 * A reward waiting to be claimed. `period` is what `POST /rewards/claim` takes back: a Beijing
 * day "2026-11-20" (rebate), "level:3" (upgrade), a year "2026" (birthday).
 */
export interface ClaimableReward {
  readonly kind: ClaimKind;
  readonly period: string;
  readonly amount: string;
  /** What the amount comes from: the day's valid turnover for a rebate, else the amount. */
  readonly basis: string;
  /** The rebate rate ("0.008"); empty for bonuses. */
  readonly rate: string;
  /** Betting the reward brings with it once credited. */
  readonly turnoverRequired: string;
}

/** `GET /rewards/claimable`. */
export interface ClaimableRewards {
  readonly currency: string;
  readonly list: ClaimableReward[];
}

/** A credited reward: `POST /rewards/claim` answers one, the records list them. */
export interface Redemption {
  readonly id: string;
  readonly kind: RedemptionKind;
  readonly period: string;
  readonly amount: string;
  readonly currency: string;
  readonly basis: string;
  readonly rate: string;
  readonly turnoverMultiple: string;
  /** The ledger transfer that paid it: its transaction record has the same id. */
  readonly transactionId: string | null;
  readonly createdAt: string;
}

/**
 * `POST /records/redemptions` `{ startTime, endTime, kind, page, size }` → newest first. Empty
 * bounds or kind mean no filter. `GET /records/redemption?id=` → one of the member's own.
 */
export interface RedemptionPage {
  readonly list: Redemption[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}
