// Wire shapes of the operator API's members (`/api/admin/v1/members`): finding members, one
// member, their wallet. Times are ISO 8601 strings; money is a decimal string in the member's
// site currency, as on the member's own wallet endpoints.

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
