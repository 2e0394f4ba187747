import type { UsdtNetwork } from './accounts.ts';

// Virtual coins (spec 2: virtual-currency wallet, exchange, crypto withdrawal, add coin). Member
// money stays in the site currency in the ledger; USDT is the way it comes in and goes out, at a
// rate quoted and locked for a stated time (docs/decisions/coins.md).

export const COIN_SIDES = ['buy', 'sell'] as const;
/** `buy`: the member sends USDT and is credited site currency (a USDT deposit). `sell`: the
 * member's site currency is paid out as USDT (a crypto withdrawal). */
export type CoinSide = (typeof COIN_SIDES)[number];

/** `GET /finance/coins`: the virtual-currency wallet. */
export interface CoinWallet {
  /** The site currency. */
  readonly currency: string;
  /** False on a site whose currency is USDT itself: there is nothing to exchange. */
  readonly convertible: boolean;
  /** The central wallet's balance, in the site currency and as USDT at the sell rate. */
  readonly balance: { readonly available: string; readonly usdt: string };
  /** Site currency per 1 USDT paid out by a crypto withdrawal; null: the site has not set its
   * coin terms (no crypto withdrawal, no exchange). Deposits' rates are per network below. */
  readonly rates: { readonly sell: string | null };
  readonly networks: readonly {
    readonly network: UsdtNetwork;
    /** What the chain costs to send a withdrawal, in USDT (scale 6), taken from what is sent;
     * null when the site has not set its coin terms. */
    readonly fee: string | null;
    /** Site currency per 1 USDT deposited on this network; null: no USDT deposits on it. */
    readonly buyRate: string | null;
  }[];
  /** How long a quote holds, in seconds. */
  readonly quoteSeconds: number;
  /** The member's bound USDT addresses (withdrawal accounts of kind `virtual`). */
  readonly addresses: readonly {
    readonly id: number;
    readonly network: UsdtNetwork;
    /** Masked, e.g. "USDT-TRC20 TR7NHq…gjLj6t". */
    readonly label: string;
    readonly address: string;
  }[];
}

/** `POST /finance/coins/quote` `{ side, network, amount }` (amount in the site currency). */
export interface CoinQuote {
  readonly id: string;
  readonly side: CoinSide;
  readonly network: UsdtNetwork;
  /** Site currency per 1 USDT, locked until `expiresAt`. */
  readonly rate: string;
  /** Site currency: what leaves the wallet (sell) or is credited (buy). */
  readonly amount: string;
  /** The withdrawal fee of the site (site currency, sell only; "0" for buy). */
  readonly fee: string;
  /** USDT (scale 6): bought with amount − fee (sell), or to send (buy). */
  readonly usdt: string;
  /** The chain's fee in USDT (sell; "0.000000" for buy). */
  readonly networkFee: string;
  /** USDT (scale 6) that reaches the address (sell: usdt − networkFee); for buy, equal to usdt. */
  readonly receive: string;
  readonly expiresAt: string;
}

/** A crypto withdrawal's terms, as locked by its quote. */
export interface WithdrawalCoin {
  readonly network: UsdtNetwork;
  readonly rate: string;
  readonly usdt: string;
  readonly networkFee: string;
  /** What reaches the address, in USDT. */
  readonly receive: string;
}

/** `GET /finance/coins/partners`: where to buy USDT (the operator's list, "add coin"). */
export interface CoinPartner {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly networks: readonly UsdtNetwork[];
  /** Steps in the operator's words, one per line. */
  readonly instructions: string;
}

/** The operator's settings of a site (`GET/PUT /api/admin/v1/coins/settings`). */
export interface CoinSettings {
  readonly sellRate: string;
  readonly networkFees: Readonly<Record<UsdtNetwork, string>>;
  readonly partners: readonly CoinPartner[];
}
