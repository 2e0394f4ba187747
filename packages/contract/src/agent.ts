// Wire shapes of the agent page (`GET /agent/summary`, `GET /agent/downline`) and of the operator
// API that configures and settles agent commission. Money is a decimal string in the site's
// currency; times are ISO 8601 strings; a period is a calendar month in Beijing time ("2026-11").

/** What commission is a share of: the downline's net revenue, or their valid turnover. */
export const AGENT_BASES = ['net_revenue', 'turnover'] as const;
export type AgentBasis = (typeof AGENT_BASES)[number];

/** How many levels below the agent a scheme may count. */
export const AGENT_DEPTH_MAX = 10;
export const AGENT_TIERS_MAX = 10;
export const AGENT_DOWNLINE_PAGE_SIZE_MAX = 50;

/** The `period` query: this month, last month, or one month. */
export const AGENT_PERIOD_CURRENT = 'current';
export const AGENT_PERIOD_LAST = 'last';
export const AGENT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A rate as a decimal fraction with at most 4 places, above 0 and at most 1 ("0.35" = 35%). */
export const AGENT_RATE_PATTERN = /^(0(\.\d{1,4})?|1(\.0{1,4})?)$/;

export function isAgentRate(value: unknown): value is string {
  return typeof value === 'string' && AGENT_RATE_PATTERN.test(value) && /[1-9]/.test(value);
}

// Beijing has kept UTC+8 all year since 1991, so a fixed offset is exact.
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar month that `at` falls in, as "YYYY-MM". */
export function beijingMonth(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month `months` after (or before, when negative) a "YYYY-MM" month. */
export function shiftMonth(month: string, months: number): string {
  const match = AGENT_MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instants a Beijing month starts at and ends before. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const match = AGENT_MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const start = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - BEIJING_OFFSET_MS);
  const year = Number(match[1]);
  const m = Number(match[2]);
  return { from: start(year, m), to: start(year, m + 1) };
}

/** One tier: from `minActive` active downline members and a basis of `minAmount`, pay `rate`. */
export interface AgentTierView {
  readonly minActive: number;
  readonly minAmount: string;
  readonly rate: string;
}

export interface AgentSchemeView {
  readonly basis: AgentBasis;
  /** Ascending; the highest tier whose thresholds are met applies. */
  readonly tiers: AgentTierView[];
  readonly depth: number;
  readonly enabled: boolean;
}

/** The downline's figures for one period (members within the scheme's depth). */
export interface AgentPeriodStats {
  /** Members who registered in the period. */
  readonly signUps: number;
  /** Members whose first confirmed deposit ever was in the period. */
  readonly firstDeposits: number;
  /** Confirmed deposits in the period. */
  readonly deposits: string;
  /** Valid stake of bets settled in the period. */
  readonly validTurnover: string;
  /** Stake less payout of bets settled in the period, from the house's side (positive: they lost). */
  readonly netWinLoss: string;
  /** Bonuses credited to them in the period (rebates, VIP and activity rewards). */
  readonly bonuses: string;
  /** Members with at least one bet settled in the period. */
  readonly activeMembers: number;
}

/** What the scheme would pay for the period on the figures so far. */
export interface AgentEstimate {
  readonly basis: string;
  /** Index into the scheme's tiers, null when no tier is reached. */
  readonly tier: number | null;
  readonly rate: string;
  readonly commission: string;
}

/** A commission credited to the agent (a redemption of kind `commission`). */
export interface AgentCommission {
  readonly id: number;
  readonly period: string;
  readonly amount: string;
  readonly basis: string;
  readonly rate: string;
  readonly createdAt: string;
}

/** `GET /agent/summary?period=` */
export interface AgentSummary {
  readonly inviteCode: string;
  /** Relative to the member site: the register page with the code; the site makes it absolute. */
  readonly invitePath: string;
  /** When the member registered (ISO time): the page offers no month before it. */
  readonly memberSince: string;
  readonly period: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  /** False for the running month: its figures and estimate still change. */
  readonly closed: boolean;
  readonly currency: string;
  /** The whole downline within the depth, whenever they joined. */
  readonly team: { readonly direct: number; readonly indirect: number; readonly depth: number };
  readonly stats: AgentPeriodStats;
  /** Null when the site has no scheme. */
  readonly scheme: AgentSchemeView | null;
  /** Null when the site has no scheme or it is switched off. */
  readonly estimate: AgentEstimate | null;
  readonly paid: { readonly total: string; readonly list: AgentCommission[] };
}

/** One member of the downline as the agent sees them. */
export interface AgentDownlineMember {
  readonly id: number;
  /** Partly masked ("ab****yz"). */
  readonly account: string;
  readonly registeredAt: string;
  /** 1 for the agent's own invitees. */
  readonly depth: number;
  readonly directCount: number;
  /** Whether their invitees are within the depth and there are any: the tree may expand. */
  readonly expandable: boolean;
  readonly deposits: string;
  readonly validTurnover: string;
}

/** `GET /agent/downline?parentId=&period=&page=&size=`: the invitees of one node. */
export interface AgentDownlinePage {
  readonly parentId: number;
  readonly parentDepth: number;
  readonly period: string;
  readonly list: AgentDownlineMember[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** A settlement run as operators list it. */
export interface AgentSettlementView {
  readonly id: number;
  readonly siteCode: string;
  readonly period: string;
  readonly agents: number;
  readonly total: string;
  readonly currency: string;
  readonly runBy: number | null;
  readonly createdAt: string;
  /** False when the period had been settled before: nothing was paid this time. */
  readonly created: boolean;
}

// "Join us": the agent programme as anyone may read it, and an application to join it.

export const AGENT_CONTACT_KINDS = ['phone', 'email', 'wechat', 'qq', 'telegram'] as const;
export type AgentContactKind = (typeof AGENT_CONTACT_KINDS)[number];
export const AGENT_APPLICATION_STATES = ['pending', 'approved', 'declined'] as const;
export type AgentApplicationState = (typeof AGENT_APPLICATION_STATES)[number];

/** `GET /api/findmed/v1/agent/programme`: the site's commission scheme (null: none offered). */
export interface AgentProgramme {
  readonly scheme: AgentSchemeView | null;
}

/** An application as its sender and operators read it. */
export interface AgentApplication {
  readonly id: number;
  readonly site: string;
  /** The member's account when a logged-in member applied; null for a guest. */
  readonly account: string | null;
  readonly name: string;
  readonly contactKind: AgentContactKind;
  readonly contact: string;
  readonly channels: string;
  readonly state: AgentApplicationState;
  readonly note: string;
  readonly createdAt: string;
  readonly decidedAt: string | null;
}

// "Share and earn": the member's invite link, the site's referral rule, and their invitees.

/** A site's referral rule: `reward` once per invitee whose first deposit reaches `minDeposit`. */
export interface ReferralRule {
  readonly reward: string;
  readonly minDeposit: string;
  /** Betting the reward brings with it, as a multiple of it ("1": once its amount). */
  readonly turnoverMultiple: string;
}

export interface ReferralInvitee {
  /** Partly masked ("ab***yz"). */
  readonly account: string;
  readonly registeredAt: string;
  /** `waiting` for a first qualifying deposit, or `rewarded`. */
  readonly state: 'waiting' | 'rewarded';
  readonly reward: string | null;
  readonly rewardedAt: string | null;
}

/** `GET /api/findmed/v1/referral`. */
export interface ReferralSummary {
  readonly inviteCode: string;
  /** The sign-up page with the code, on the brand's own host. */
  readonly invitePath: string;
  /** Null: the site pays no referral reward now. */
  readonly rule: ReferralRule | null;
  readonly totals: { readonly invited: number; readonly rewarded: number; readonly paid: string };
  /** The most recent invitees (up to 100). */
  readonly list: ReferralInvitee[];
}
