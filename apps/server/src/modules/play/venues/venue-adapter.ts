/**
 * One interface for every game venue that keeps a wallet per player (docs/venue-protocol.md).
 * Amounts are minor units. A method either answers, throws `VenueRefusal` (the venue said no:
 * nothing was applied), or throws `VenueUnknown` (no usable answer: the outcome must be asked
 * again by trace id before money moves on our side).
 */
export interface VenueAdapter {
  /** The smallest amount the venue keeps, in our minor units (a USDT venue may keep cents only). */
  readonly unit: bigint;
  ensurePlayer(player: string, currency: string): Promise<void>;
  balance(player: string): Promise<bigint>;
  transfer(input: VenueTransferInput): Promise<{ balance: bigint }>;
  /** The fate of a trace id; asking about one the venue never saw cancels it there for good. */
  transferStatus(traceId: string): Promise<VenueTransferStatus>;
  launchUrl(input: {
    player: string;
    game: string;
    lang: string;
    returnUrl: string;
  }): Promise<{ url: string; embeddable: boolean }>;
  pullBets(cursor: string, limit: number): Promise<{ bets: VenueBet[]; nextCursor: string }>;
  /** Lets go of kept-alive connections. */
  close(): Promise<void>;
}

export type VenueTransferInput = {
  traceId: string;
  player: string;
  direction: 'in' | 'out';
  amount: bigint;
  currency: string;
  /** The venue refuses the request if it arrives later than this. */
  deadline: Date;
};

export type VenueTransferStatus =
  { status: 'applied' } | { status: 'refused'; code: string } | { status: 'cancelled' };

export type VenueBet = {
  betId: string;
  player: string;
  game: string;
  round: string;
  currency: string;
  stake: bigint;
  validStake: bigint;
  payout: bigint;
  status: 'open' | 'settled' | 'void';
  placedAt: Date;
  settledAt: Date | null;
  detail: Record<string, unknown>;
};

/** The venue answered with a refusal: nothing was applied. */
export class VenueRefusal extends Error {
  override name = 'VenueRefusal';
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(`venue refused: ${message}`);
  }
}

/** No usable answer (timeout, 5xx, dropped connection, garbage): the outcome is not known. */
export class VenueUnknown extends Error {
  override name = 'VenueUnknown';
}

/** How a site's venue is reached, from the catalogue's venues table. */
export type VenueConnection = {
  code: string;
  adapter: string;
  baseUrl: string;
  credentials: Record<string, string>;
  currency: string;
};
