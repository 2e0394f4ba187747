import { BACCARAT_BETS, dealBaccaratFrom, settleBaccarat, type BaccaratBet } from './baccarat.ts';
import { rollFrom } from './dice.ts';
import { dealFrom, settle, SIDES, type Side } from './dragon-tiger.ts';
import { type Settlement } from './fair.ts';
import { isK3Bet, settleK3 } from './k3.ts';
import { isRouletteBet, settleRoulette, spinFrom as spinRouletteFrom } from './roulette.ts';
import { isSicBoBet, settleSicBo } from './sic-bo.ts';
import { settleSlot, spinFrom as spinSlotFrom } from './slot.ts';

// The venue's tables: how each one reads a round's bytes and settles a bet. Every game of the
// catalogue (games/catalogue.ts) is played at one of them.

export const TABLE_KINDS = [
  'dragon-tiger',
  'baccarat',
  'roulette',
  'sic-bo',
  'k3',
  'slot',
] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export interface PlayedRound {
  /** What the bytes decided, written into the settled bet's detail and the round's answer. */
  result: Record<string, unknown>;
  settlement: Settlement;
}

export interface Table {
  kind: TableKind;
  /** Round ids are `<prefix>_<epoch>_<count>`. */
  roundPrefix: string;
  isBet(bet: string): boolean;
  /** The refusal's words for a bet this table does not take. */
  betHelp: string;
  play(bytes: Buffer, bet: string, stakeMinor: bigint): PlayedRound;
}

const plain = <T extends object>(value: T) => value as unknown as Record<string, unknown>;

export const TABLES: Readonly<Record<TableKind, Table>> = {
  'dragon-tiger': {
    kind: 'dragon-tiger',
    roundPrefix: 'dt',
    isBet: (bet) => (SIDES as readonly string[]).includes(bet),
    betHelp: 'side must be dragon, tiger or tie',
    play(bytes, bet, stakeMinor) {
      const cards = dealFrom(bytes);
      return { result: plain(cards), settlement: settle(bet as Side, stakeMinor, cards.winner) };
    },
  },
  baccarat: {
    kind: 'baccarat',
    roundPrefix: 'bc',
    isBet: (bet) => (BACCARAT_BETS as readonly string[]).includes(bet),
    betHelp: 'bet must be player, banker, tie, player-pair or banker-pair',
    play(bytes, bet, stakeMinor) {
      const deal = dealBaccaratFrom(bytes);
      return {
        result: plain(deal),
        settlement: settleBaccarat(bet as BaccaratBet, stakeMinor, deal),
      };
    },
  },
  roulette: {
    kind: 'roulette',
    roundPrefix: 'rl',
    isBet: isRouletteBet,
    betHelp:
      'bet must be straight-0..36, red, black, odd, even, low, high, dozen-1..3 or column-1..3',
    play(bytes, bet, stakeMinor) {
      const spin = spinRouletteFrom(bytes);
      return { result: plain(spin), settlement: settleRoulette(bet, stakeMinor, spin) };
    },
  },
  'sic-bo': {
    kind: 'sic-bo',
    roundPrefix: 'sb',
    isBet: isSicBoBet,
    betHelp:
      'bet must be big, small, odd, even, total-4..17, single-1..6, double-1..6, triple-1..6 or any-triple',
    play(bytes, bet, stakeMinor) {
      const roll = rollFrom(bytes);
      return { result: plain(roll), settlement: settleSicBo(bet, stakeMinor, roll) };
    },
  },
  k3: {
    kind: 'k3',
    roundPrefix: 'k3',
    isBet: isK3Bet,
    betHelp:
      'bet must be big, small, odd, even, sum-3..18, triple-1..6, any-triple, pair-1..6 or any-straight',
    play(bytes, bet, stakeMinor) {
      const roll = rollFrom(bytes);
      return { result: plain(roll), settlement: settleK3(bet, stakeMinor, roll) };
    },
  },
  slot: {
    kind: 'slot',
    roundPrefix: 'sl',
    isBet: (bet) => bet === 'lines-10',
    betHelp: 'bet must be lines-10 (the stake covers all 10 lines)',
    play(bytes, _bet, stakeMinor) {
      const spin = spinSlotFrom(bytes);
      return { result: plain(spin), settlement: settleSlot(stakeMinor, spin) };
    },
  },
};
