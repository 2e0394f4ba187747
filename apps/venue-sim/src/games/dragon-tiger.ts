import { cardAt, type Card } from './cards.ts';
import { roundBytes, type Settlement } from './fair.ts';

// Dragon Tiger (docs/venue-protocol.md, "Dragon Tiger"). Everything that decides a round is in
// this file so the page's "verify" explanation and the tests recompute the same.

export const SIDES = ['dragon', 'tiger', 'tie'] as const;
export type Side = (typeof SIDES)[number];
export type Winner = Side;

export interface Deal {
  dragon: Card;
  tiger: Card;
  winner: Winner;
}

/**
 * Bytes 0-1 (big-endian) pick Dragon's rank and bytes 2-3 Tiger's, each `value mod 13 + 1`;
 * bytes 4 and 5 pick the suits (`mod 4`: spades, hearts, clubs, diamonds).
 */
export function dealFrom(bytes: Buffer): Deal {
  const dragon = cardAt(bytes, 0, 4);
  const tiger = cardAt(bytes, 1, 5);
  const winner: Winner =
    dragon.rank > tiger.rank ? 'dragon' : dragon.rank < tiger.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

export const deal = (serverSeed: string, clientSeed: string, nonce: number): Deal =>
  dealFrom(roundBytes(serverSeed, clientSeed, nonce));

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
