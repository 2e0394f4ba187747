// Wire shapes of the wallet: deposits, withdrawals, assets and transaction records. Amounts are
// decimal strings in the site currency at its scale (see money.ts); times are ISO 8601 strings.
import type { WithdrawalCoin } from './coins.ts';

export const DEPOSIT_CHANNEL_KINDS = ['bank', 'usdt', 'ewallet'] as const;
export type DepositChannelKind = (typeof DEPOSIT_CHANNEL_KINDS)[number];

/** `GET /finance/deposit/channels` → `{ list: DepositChannel[] }`. */
export interface DepositChannel {
  readonly id: number;
  readonly name: string;
  readonly kind: DepositChannelKind;
  readonly min: string;
  readonly max: string;
  /** Opening hours in the site's time zone, "HH:mm"; equal bounds mean around the clock. */
  readonly hours: { readonly open: string; readonly close: string };
  /** False outside the opening hours: shown, but the member cannot create an order. */
  readonly open: boolean;
  /** USDT only: site currency per 1 USDT, as a decimal string, and the network. */
  readonly rate?: string;
  readonly network?: string;
}

/**
 * `creating`: the order is filed and its payment is being opened at the gateway; `failed`: the
 * gateway never made the payment, so nothing can be paid on it.
 */
export const DEPOSIT_STATES = [
  'creating',
  'pending',
  'credited',
  'rejected',
  'expired',
  'failed',
] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** What the member must do to pay, by channel kind. */
export type DepositInstructions =
  | {
      readonly kind: 'bank';
      readonly bankName: string;
      readonly accountName: string;
      readonly accountNo: string;
      readonly branch: string;
      /** The member quotes this in the transfer's memo so the operator can match it. */
      readonly reference: string;
    }
  | {
      readonly kind: 'usdt';
      readonly network: string;
      readonly address: string;
      /** The USDT amount to send (scale 6) at the locked rate. */
      readonly payAmount: string;
      readonly rate: string;
      /** Until then the rate holds; after it the order expires. */
      readonly rateExpiresAt: string;
    }
  | {
      readonly kind: 'ewallet';
      /** The payment page of the gateway: opened in a new tab or shown as a QR code. */
      readonly payUrl: string;
    };

/** `POST /finance/deposit` `{ channelId, amount, quoteId? }` → `{ id }` (a USDT order at a `buy` quote's rate); `GET /finance/deposit/info?id=`. */
export interface DepositOrder {
  readonly id: string;
  readonly channelId: number;
  readonly channelName: string;
  readonly amount: string;
  readonly currency: string;
  readonly state: DepositState;
  readonly instructions: DepositInstructions;
  readonly createdAt: string;
  readonly creditedAt: string | null;
  /** Why an operator rejected it, in the operator's words. */
  readonly reason: string | null;
  /** Bank transfers: the name on the paying account. */
  readonly depositorName: string | null;
  /** When the member said they had paid (“我已付款”), and their receipt, if any. */
  readonly paidClaimedAt: string | null;
  readonly receiptUrl: string | null;
}

/** `GET /finance/withdraw/info`. */
export interface WithdrawInfo {
  readonly currency: string;
  /** What the member can withdraw now (the central wallet's available balance). */
  readonly available: string;
  readonly minPerRequest: string;
  readonly maxPerRequest: string;
  readonly maxPerDay: string;
  readonly countPerDay: number;
  /** What the member already used today (Beijing day), so the page can say what is left. */
  readonly usedToday: string;
  readonly countToday: number;
  /** A fixed fee taken from each withdrawal; the member receives amount minus fee. */
  readonly fee: string;
  /** Betting still required before a withdrawal is allowed ("0.00" when met). */
  readonly turnoverRemaining: string;
  /** All the turnover required so far, for the progress bar: done = required - remaining. */
  readonly turnoverRequired: string;
  /** Where the requirement comes from: deposits (× FLOW_MULTIPLE), bonuses, operators' credits. */
  readonly turnoverSources: {
    readonly deposit: string;
    readonly bonus: string;
    readonly adjustment: string;
  };
  readonly accounts: readonly WithdrawTarget[];
}

export interface WithdrawTarget {
  readonly id: number;
  readonly kind: 'bank' | 'virtual' | 'alipay';
  /** e.g. "中国工商银行 ****1234", "USDT-TRC20 TR7NHq…gjLj6t", "支付宝 138****8000". */
  readonly label: string;
}

export const WITHDRAWAL_STATES = ['reviewing', 'paid', 'rejected'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** `POST /finance/withdraw` `{ amount, accountId, wpassword }` → `Withdrawal`. */
export interface Withdrawal {
  readonly id: string;
  /** What leaves the member's wallet; `fee` is part of it, `payout` the rest. */
  readonly amount: string;
  readonly fee: string;
  readonly payout: string;
  readonly currency: string;
  readonly account: WithdrawTarget;
  readonly state: WithdrawalState;
  /** requested; the review once it is over (approved or decided); paid or rejected (with the reason). */
  readonly timeline: readonly {
    readonly step: 'requested' | 'reviewing' | 'paid' | 'rejected';
    readonly at: string;
  }[];
  readonly reason: string | null;
  /** A withdrawal to a USDT address: what its locked quote sends; null for bank and Alipay. */
  readonly coin: WithdrawalCoin | null;
  readonly createdAt: string;
}

/** `GET /finance/assets`. */
export interface Assets {
  readonly currency: string;
  readonly central: string;
  readonly locked: string;
  readonly inTransit: string;
  readonly total: string;
  readonly venues: readonly {
    readonly code: string;
    readonly name: string;
    readonly balance: string;
    readonly state: string;
  }[];
}

/** `GET /member/balance`. */
export interface Balance {
  readonly central: string;
  readonly total: string;
  readonly locked: string;
  readonly currency: string;
}

export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'bonus',
  'adjustment',
  /** Sportsbook stakes, payouts, cash-outs and resettlements. */
  'bet',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const TRANSACTION_STATES = ['pending', 'posted', 'voided'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/**
 * One movement as the member sees it. `amount` is signed from the central wallet's side
 * ("+100.00" credited, "-50.00" debited); `state` pending while funds are held.
 */
export interface TransactionRecord {
  readonly id: string;
  readonly kind: TransactionKind;
  readonly amount: string;
  readonly currency: string;
  readonly state: TransactionState;
  /** Short description in the member's language: channel, venue, or the operator's reason. */
  readonly title: string;
  readonly createdAt: string;
  /** When it was posted or voided; null while pending. */
  readonly settledAt: string | null;
  /** The deposit order or withdrawal number it belongs to, or the venue code of a transfer. */
  readonly reference: string | null;
}

/**
 * `POST /records/transactions` `{ startTime?, endTime?, kind?, page, size }` → paged list;
 * `GET /records/transaction?id=` → one; `GET /records/transactions.csv?startTime=&endTime=&kind=`
 * → CSV of the range (UTF-8 with BOM, so spreadsheet programs read the Chinese right).
 */
export const TRANSACTION_PAGE_SIZE_MAX = 100;
