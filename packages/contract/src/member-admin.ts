import type { TransactionState } from './finance.ts';
import type { MemberVip } from './vip.ts';

// Wire shapes of the operator API's members (`/api/admin/v1/members`): finding members, one
// member, their wallet, ledger, notes, VIP standing, agent line and stake factor. Times are ISO
// 8601 strings; money is a decimal string in the member's site currency, as on the member's own
// wallet endpoints.

/** The longest search text `GET /members?q=` takes (after trimming). */
export const MEMBER_SEARCH_MAX = 100;

/** A member as operators list them (`GET /api/admin/v1/members`). Contact details unmasked. */
export interface AdminMember {
  readonly id: number;
  readonly siteCode: string;
  readonly account: string;
  readonly realName: string | null;
  readonly areaCode: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly vipLevel: number;
  readonly inviteCode: string;
  readonly disabled: boolean;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

/** One of a member's log-in sessions, newest first. */
export interface AdminMemberSession {
  readonly id: number;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
  readonly endedAt: string | null;
  /** Why it ended: `logout`, `password-change`, `password-reset`, `disabled` (null while not ended). */
  readonly endReason: string | null;
  /** Still good for requests now: not ended, not expired, not idle too long, member enabled. */
  readonly live: boolean;
  readonly ip: string | null;
  readonly deviceNo: string | null;
}

/** One member (`GET /api/admin/v1/members/:id`): the list's fields and more. */
export interface AdminMemberDetail extends AdminMember {
  readonly inviter: { readonly id: number; readonly account: string } | null;
  readonly marketingMessages: boolean;
  readonly lastLoginIp: string | null;
  readonly withdrawPasswordSet: boolean;
  readonly adultConfirmedAt: string;
  readonly disabledAt: string | null;
  /** The latest ten sessions, newest first. */
  readonly sessions: readonly AdminMemberSession[];
}

/** A member's money (`GET /api/admin/v1/members/:id/wallet`), as the ledger has it now. */
export interface AdminMemberWallet {
  readonly memberId: number;
  readonly siteCode: string;
  readonly currency: string;
  /** Usable now (the central wallet's available balance). */
  readonly central: string;
  /** Withdrawals under review, locked and bonus funds. */
  readonly locked: string;
  /** On its way to or from a venue. */
  readonly inTransit: string;
  /** All of it: central, locked, in transit and at venues. */
  readonly total: string;
  /** The member's wallets at venues, as last booked in the ledger. */
  readonly venues: readonly { readonly code: string; readonly balance: string }[];
  /** Betting owed before a withdrawal: required in all, still owed, and where it came from. */
  readonly turnover: {
    readonly required: string;
    readonly remaining: string;
    readonly sources: {
      readonly deposit: string;
      readonly bonus: string;
      readonly adjustment: string;
    };
  };
}

/** What an operator does to a member's account (`POST /api/admin/v1/members/:id/:action`). */
export const MEMBER_ACTIONS = ['disable', 'enable', 'reset-withdraw-password'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** A member's standing after an action of MEMBER_ACTIONS. */
export interface AdminMemberState {
  readonly id: number;
  readonly account: string;
  readonly siteCode: string;
  readonly disabled: boolean;
  /** False after a reset: the member sets a new one before their next withdrawal. */
  readonly withdrawPasswordSet: boolean;
}

/**
 * The reasons of the ledger's movements of a member's money (`GET /members/:id/ledger?kind=`):
 * the sportsbook's bet (into the held stake), the stake taken at settlement, payouts, resettlements
 * and cash-outs; play at venues booked into the mirror of their wallet, and its corrections.
 */
export const MEMBER_LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_fee',
  'transfer',
  'bonus',
  'adjustment',
  'sports_bet',
  'sports_stake',
  'sports_payout',
  'sports_resettle',
  'sports_cashout',
  'venue_bet',
  'venue_correction',
] as const;
export type MemberLedgerKind = (typeof MEMBER_LEDGER_KINDS)[number];

/**
 * One movement of a member's money as the ledger has it (`GET /api/admin/v1/members/:id/ledger`),
 * every one, the bookings members' own records leave out included. The ledger keeps no balance
 * after each movement: the wallet answers the balances now.
 */
export interface AdminLedgerEntry {
  /** The ledger transfer's id. */
  readonly id: string;
  /** One of MEMBER_LEDGER_KINDS (older bookings may carry another reason). */
  readonly kind: string;
  /**
   * Signed from the member's side: into one of their accounts "+", out of them "-"; between two
   * of their own accounts, from the central wallet's side.
   */
  readonly amount: string;
  readonly currency: string;
  readonly state: TransactionState;
  /** The accounts, as `<ledger account kind>` or `member_venue:<venue code>`. */
  readonly from: string;
  readonly to: string;
  /** The order number, the bet's id or the venue it concerns. */
  readonly reference: string | null;
  /** What the movement says of itself: an operator's reason, a channel, a title. */
  readonly note: string | null;
  readonly createdAt: string;
  /** When it was posted or voided; null while pending. */
  readonly settledAt: string | null;
}

/** The longest operator's note on a member. */
export const MEMBER_NOTE_MAX = 1000;

/** An operator's note on a member (`/api/admin/v1/members/:id/notes`): never edited or removed. */
export interface AdminMemberNote {
  readonly id: number;
  readonly memberId: number;
  readonly operatorId: number;
  readonly operatorAccount: string;
  readonly text: string;
  readonly createdAt: string;
}

/** A member's VIP standing for operators (`GET /members/:id/vip`), with the ladder's levels. */
export interface AdminMemberVip extends MemberVip {
  readonly siteCode: string;
  /** Every level of the site's ladder by name, lowest first (one "VIP 0" without a ladder). */
  readonly levels: readonly { readonly level: number; readonly name: string }[];
}

/** Who invited the member and so on upward, and whom they invited (`GET /members/:id/agent-line`). */
export interface AdminAgentLine {
  /** The inviter first, then the inviter's inviter, and so on (at most AGENT_LINE_MAX). */
  readonly upline: readonly {
    readonly id: number;
    readonly account: string;
    readonly disabled: boolean;
  }[];
  /** The chain goes on above the last one shown. */
  readonly more: boolean;
  /** Members the member invited themselves. */
  readonly direct: number;
}

/** How many inviters upward an agent line shows. */
export const AGENT_LINE_MAX = 10;

/** A member's stake factor on the in-house sportsbook (`/members/:id/sports-limit`). */
export interface AdminSportsLimit {
  readonly memberId: number;
  /** 0 to 1 (2 decimals): their largest stake is this share of each market's; "1" unlimited. */
  readonly factor: string;
}
