import { createHash, createHmac, randomBytes } from 'node:crypto';

// Dragon Tiger, provably fair (docs/venue-protocol.md, "The demo game"). Everything that decides
// a round is in this file so the page's "verify" explanation and the tests recompute the same.

export const SIDES = ['dragon', 'tiger', 'tie'] as const;
export type Side = (typeof SIDES)[number];
export type Winner = Side;

const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  /** 1 (ace, lowest) to 13 (king). */
  rank: number;
  /** Shown only; it never decides anything. */
  suit: Suit;
}

export interface Deal {
  dragon: Card;
  tiger: Card;
  winner: Winner;
}

/** 32 random bytes as 64 lowercase hex characters; the seed is used as this ASCII text. */
export const newServerSeed = () => randomBytes(32).toString('hex');

export const hashSeed = (serverSeed: string) =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/**
 * HMAC-SHA256 keyed by the server seed over `clientSeed:nonce`. Bytes 0-1 (big-endian) pick
 * Dragon's rank and bytes 2-3 Tiger's, each `value mod 13 + 1`; bytes 4 and 5 pick the suits
 * (`mod 4`: spades, hearts, clubs, diamonds).
 */
export function deal(serverSeed: string, clientSeed: string, nonce: number): Deal {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest();
  const dragon: Card = {
    rank: (digest.readUInt16BE(0) % 13) + 1,
    suit: SUITS[digest[4]! % 4]!,
  };
  const tiger: Card = { rank: (digest.readUInt16BE(2) % 13) + 1, suit: SUITS[digest[5]! % 4]! };
  const winner: Winner =
    dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

export interface Settlement {
  /** What the player gets back, stake included (0 on a loss). */
  payoutMinor: bigint;
  /** Turnover: the stake, less any part handed back without being won or lost. */
  validStakeMinor: bigint;
}

/**
 * Dragon and Tiger pay 1:1, Tie 8:1. On a tie a Dragon or Tiger bet gets half its stake back
 * (rounded down to the cent) and only the half kept by the venue counts as turnover.
 */
export function settle(side: Side, stakeMinor: bigint, winner: Winner): Settlement {
  if (side === winner) {
    const multiple = side === 'tie' ? 9n : 2n;
    return { payoutMinor: stakeMinor * multiple, validStakeMinor: stakeMinor };
  }
  if (winner === 'tie') {
    const half = stakeMinor / 2n;
    return { payoutMinor: half, validStakeMinor: stakeMinor - half };
  }
  return { payoutMinor: 0n, validStakeMinor: stakeMinor };
}

export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;
