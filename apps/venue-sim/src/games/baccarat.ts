import { cardAt, type Card } from './cards.ts';
import { paysToOne, push, roundBytes, type Settlement } from './fair.ts';

// Baccarat, punto banco (docs/venue-protocol.md, "Baccarat"): the usual third-card rules on an
// infinite deck, so every card comes straight from the round's bytes.

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

export interface BaccaratDeal {
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  /** The first two cards of the hand have the same rank. */
  playerPair: boolean;
  bankerPair: boolean;
}

/** A (1) counts 1, 2-9 their face, 10 and the faces 0. */
const points = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
const total = (cards: Card[]) => cards.reduce((sum, card) => sum + points(card), 0) % 10;

/** The banker's third card, by its total and the player's third card (undefined: player stood). */
function bankerDraws(bankerTotal: number, playerThird: Card | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const p = points(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

/**
 * Six cards are read from the bytes, card i from the i-th 16-bit value (`mod 13 + 1`) with its
 * suit from byte 12 + i. Cards 0 and 2 are the player's, 1 and 3 the banker's; the next unused
 * card (4, then 5) goes to whoever draws a third, the player first.
 */
export function dealBaccaratFrom(bytes: Buffer): BaccaratDeal {
  const shoe = Array.from({ length: 6 }, (_, i) => cardAt(bytes, i, 12 + i));
  const playerCards = [shoe[0]!, shoe[2]!];
  const bankerCards = [shoe[1]!, shoe[3]!];
  let next = 4;
  const natural = total(playerCards) >= 8 || total(bankerCards) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (total(playerCards) <= 5) {
      playerThird = shoe[next++]!;
      playerCards.push(playerThird);
    }
    if (bankerDraws(total(bankerCards), playerThird)) bankerCards.push(shoe[next++]!);
  }
  const playerTotal = total(playerCards);
  const bankerTotal = total(bankerCards);
  return {
    playerCards,
    bankerCards,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : playerTotal < bankerTotal ? 'banker' : 'tie',
    playerPair: playerCards[0]!.rank === playerCards[1]!.rank,
    bankerPair: bankerCards[0]!.rank === bankerCards[1]!.rank,
  };
}

export const dealBaccarat = (serverSeed: string, clientSeed: string, nonce: number) =>
  dealBaccaratFrom(roundBytes(serverSeed, clientSeed, nonce));

/**
 * Player 1:1; Banker 0.95:1 (5 % commission, rounded down to the cent); Tie 8:1, and on a tie
 * Player and Banker bets are handed back (a push: no turnover); each pair 11:1.
 */
export function settleBaccarat(
  bet: BaccaratBet,
  stakeMinor: bigint,
  deal: BaccaratDeal,
): Settlement {
  switch (bet) {
    case 'player':
    case 'banker':
      if (deal.winner === 'tie') return push(stakeMinor);
      if (deal.winner !== bet) return paysToOne(false, 0n, stakeMinor);
      return bet === 'player'
        ? paysToOne(true, 1n, stakeMinor)
        : {
            payoutMinor: stakeMinor + (stakeMinor * 95n) / 100n,
            validStakeMinor: stakeMinor,
          };
    case 'tie':
      return paysToOne(deal.winner === 'tie', 8n, stakeMinor);
    case 'player-pair':
      return paysToOne(deal.playerPair, 11n, stakeMinor);
    case 'banker-pair':
      return paysToOne(deal.bankerPair, 11n, stakeMinor);
  }
}
