import { pick } from './fair.ts';

// Cards from an infinite deck: each card is drawn on its own from the round's bytes, so a card
// never depends on which others were dealt (and a player can recompute any one of them).

export const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  /** 1 (ace, lowest) to 13 (king). */
  rank: number;
  /** Shown only; it never decides anything. */
  suit: Suit;
}

/** Rank from the `rankIndex`-th 16-bit value (`mod 13 + 1`), suit from byte `suitByte` (`mod 4`). */
export const cardAt = (bytes: Buffer, rankIndex: number, suitByte: number): Card => ({
  rank: pick(bytes, rankIndex, 13) + 1,
  suit: SUITS[bytes[suitByte]! % 4]!,
});
