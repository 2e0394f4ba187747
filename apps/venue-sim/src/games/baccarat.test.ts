import { describe, expect, it } from 'vitest';
import { dealBaccarat, settleBaccarat, type BaccaratDeal } from './baccarat.ts';
import { roundBytes } from './fair.ts';
import { VECTOR_CLIENT_SEED as CLIENT, VECTOR_SERVER_SEED as SERVER } from './vectors.ts';

const ranks = (cards: { rank: number }[]) => cards.map((card) => card.rank);
const deal = (nonce: number) => dealBaccarat(SERVER, CLIENT, nonce);

describe('baccarat deal', () => {
  it('reads six cards from the bytes: rank value i mod 13 + 1, suit byte 12 + i', () => {
    const bytes = roundBytes(SERVER, CLIENT, 1);
    expect(bytes.toString('hex')).toBe(
      '54ce9e58d95febad9303fd30eedaf229d9f71400f4403ff49a61fadb44d4b741',
    );
    const shoe = [0, 1, 2, 3, 4, 5].map(
      (i) => ((bytes[2 * i]! * 256 + bytes[2 * i + 1]!) % 13) + 1,
    );
    expect(shoe).toEqual([1, 3, 8, 1, 1, 12]);
    const dealt = deal(1);
    expect([...dealt.playerCards, ...dealt.bankerCards].map((c) => c.suit)).toEqual([
      'clubs',
      'clubs',
      'clubs',
      'hearts',
    ]);
  });

  // Each vector was checked by hand against the drawing rules.
  it.each([
    // Player A 8 = 9, a natural: nobody draws.
    [1, [1, 8], [3, 1], 9, 4, 'player', false, false],
    // Player 4 A = 5 draws a 6; Banker K 4 = 4 draws on a third card of 6, gets an A.
    [2, [4, 1, 6], [13, 4, 1], 1, 5, 'banker', false, false],
    // Player 5 6 = 1 draws a 9; Banker 2 4 = 6 stands on a third card of 9.
    [8, [5, 6, 9], [2, 4], 0, 6, 'banker', false, false],
    // Player 6 K = 6 stands; Banker 3 8 = 1 draws (player stood) the next card, a K.
    [15, [6, 13], [3, 8, 13], 6, 1, 'player', false, false],
    // 6 against 6, both stand: a tie, and the player's 3 3 is a pair.
    [14, [3, 3], [2, 4], 6, 6, 'tie', true, false],
    // Banker 10 10 = 0 draws a 6; Player 2 5 = 7 stood. Banker's 10 10 is a pair.
    [20, [2, 5], [10, 10, 6], 7, 6, 'player', false, true],
  ] as const)(
    'nonce %i: player %j, banker %j',
    (nonce, player, banker, playerTotal, bankerTotal, winner, playerPair, bankerPair) => {
      const dealt = deal(nonce);
      expect(ranks(dealt.playerCards)).toEqual(player);
      expect(ranks(dealt.bankerCards)).toEqual(banker);
      expect(dealt).toMatchObject({ playerTotal, bankerTotal, winner, playerPair, bankerPair });
    },
  );
});

describe('baccarat settle', () => {
  const result = (winner: BaccaratDeal['winner'], pairs = { player: false, banker: false }) =>
    ({ winner, playerPair: pairs.player, bankerPair: pairs.banker }) as BaccaratDeal;

  it('pays player 1:1, banker 0.95:1 rounded down, tie 8:1, pairs 11:1', () => {
    expect(settleBaccarat('player', 1000n, result('player'))).toEqual({
      payoutMinor: 2000n,
      validStakeMinor: 1000n,
    });
    expect(settleBaccarat('banker', 1000n, result('banker'))).toEqual({
      payoutMinor: 1950n,
      validStakeMinor: 1000n,
    });
    // 5 % of 0.15 is 0.0075: the commission rounds in the venue's favour, to the cent.
    expect(settleBaccarat('banker', 15n, result('banker')).payoutMinor).toBe(29n);
    expect(settleBaccarat('tie', 1000n, result('tie')).payoutMinor).toBe(9000n);
    expect(
      settleBaccarat('player-pair', 1000n, result('banker', { player: true, banker: false })),
    ).toEqual({ payoutMinor: 12000n, validStakeMinor: 1000n });
    expect(
      settleBaccarat('banker-pair', 1000n, result('banker', { player: true, banker: false })),
    ).toEqual({ payoutMinor: 0n, validStakeMinor: 1000n });
  });

  it('hands player and banker bets back on a tie, with no turnover', () => {
    for (const bet of ['player', 'banker'] as const) {
      expect(settleBaccarat(bet, 1000n, result('tie'))).toEqual({
        payoutMinor: 1000n,
        validStakeMinor: 0n,
      });
    }
    expect(settleBaccarat('player', 1000n, result('banker')).payoutMinor).toBe(0n);
    expect(settleBaccarat('tie', 1000n, result('player')).payoutMinor).toBe(0n);
  });
});
