import { describe, expect, it } from 'vitest';
import { rollDice, type DiceRoll } from './dice.ts';
import { isK3Bet, settleK3 } from './k3.ts';
import { isSicBoBet, settleSicBo } from './sic-bo.ts';
import { VECTOR_CLIENT_SEED as CLIENT, VECTOR_SERVER_SEED as SERVER } from './vectors.ts';

const roll = (...dice: [number, number, number]): DiceRoll => ({
  dice,
  total: dice[0] + dice[1] + dice[2],
  triple: dice[0] === dice[1] && dice[1] === dice[2],
});
const payout = (settle: typeof settleSicBo, bet: string, r: DiceRoll) =>
  settle(bet, 100n, r).payoutMinor;

describe('three dice', () => {
  it('rolls values 0, 1 and 2 mod 6 plus 1', () => {
    expect([1, 2, 13, 30].map((nonce) => rollDice(SERVER, CLIENT, nonce))).toEqual([
      roll(3, 1, 4),
      roll(4, 6, 1),
      roll(5, 4, 3),
      roll(3, 3, 3),
    ]);
  });
});

describe('sic bo', () => {
  it('knows its bets', () => {
    for (const bet of [
      'big',
      'odd',
      'total-4',
      'total-17',
      'single-6',
      'double-1',
      'triple-3',
      'any-triple',
    ]) {
      expect(isSicBoBet(bet), bet).toBe(true);
    }
    for (const bet of [
      'total-3',
      'total-18',
      'single-7',
      'double-0',
      'total-04',
      'sum-9',
      'any-straight',
    ]) {
      expect(isSicBoBet(bet), bet).toBe(false);
    }
  });

  it('pays by the Macau table', () => {
    const r = roll(3, 1, 4); // total 8, small, even
    expect(payout(settleSicBo, 'small', r)).toBe(200n);
    expect(payout(settleSicBo, 'big', r)).toBe(0n);
    expect(payout(settleSicBo, 'even', r)).toBe(200n);
    expect(payout(settleSicBo, 'total-8', r)).toBe(900n);
    expect(payout(settleSicBo, 'total-9', r)).toBe(0n);
    expect(payout(settleSicBo, 'single-3', r)).toBe(200n);
    expect(payout(settleSicBo, 'single-2', r)).toBe(0n);
    expect(payout(settleSicBo, 'single-5', roll(5, 5, 2))).toBe(300n);
    expect(payout(settleSicBo, 'single-5', roll(5, 5, 5))).toBe(400n);
    expect(payout(settleSicBo, 'double-5', roll(5, 2, 5))).toBe(1100n);
    expect(payout(settleSicBo, 'total-4', roll(1, 1, 2))).toBe(6100n);
    expect(payout(settleSicBo, 'total-10', roll(6, 3, 1))).toBe(700n);
  });

  it('takes big, small, odd and even on a triple', () => {
    const r = roll(3, 3, 3);
    for (const bet of ['big', 'small', 'odd', 'even']) expect(payout(settleSicBo, bet, r)).toBe(0n);
    expect(payout(settleSicBo, 'triple-3', r)).toBe(18100n);
    expect(payout(settleSicBo, 'triple-4', r)).toBe(0n);
    expect(payout(settleSicBo, 'any-triple', r)).toBe(3100n);
    expect(payout(settleSicBo, 'double-3', r)).toBe(1100n);
    expect(settleSicBo('any-triple', 100n, roll(3, 1, 4))).toEqual({
      payoutMinor: 0n,
      validStakeMinor: 100n,
    });
  });
});

describe('快三', () => {
  it('knows its bets', () => {
    for (const bet of [
      'small',
      'sum-3',
      'sum-18',
      'triple-6',
      'any-triple',
      'pair-2',
      'any-straight',
    ]) {
      expect(isK3Bet(bet), bet).toBe(true);
    }
    for (const bet of ['sum-2', 'sum-19', 'total-9', 'pair-7', 'double-2', 'single-1']) {
      expect(isK3Bet(bet), bet).toBe(false);
    }
  });

  it('pays sums, pairs, triples and straights by its own table', () => {
    const r = roll(5, 4, 3); // 12: big, even, a straight
    expect(payout(settleK3, 'big', r)).toBe(200n);
    expect(payout(settleK3, 'even', r)).toBe(200n);
    expect(payout(settleK3, 'odd', r)).toBe(0n);
    expect(payout(settleK3, 'sum-12', r)).toBe(800n);
    expect(payout(settleK3, 'any-straight', r)).toBe(800n);
    expect(payout(settleK3, 'any-straight', roll(1, 2, 4))).toBe(0n);
    expect(payout(settleK3, 'pair-4', r)).toBe(0n);
    expect(payout(settleK3, 'pair-4', roll(4, 1, 4))).toBe(1200n);
    expect(payout(settleK3, 'sum-3', roll(1, 1, 1))).toBe(20100n);
    expect(payout(settleK3, 'sum-10', roll(6, 3, 1))).toBe(700n);
  });

  it('takes big, small, odd and even on a triple (豹子通杀)', () => {
    const r = roll(3, 3, 3);
    for (const bet of ['big', 'small', 'odd', 'even']) expect(payout(settleK3, bet, r)).toBe(0n);
    expect(payout(settleK3, 'triple-3', r)).toBe(18100n);
    expect(payout(settleK3, 'any-triple', r)).toBe(3100n);
    expect(payout(settleK3, 'pair-3', r)).toBe(1200n);
    expect(payout(settleK3, 'sum-9', r)).toBe(800n);
  });
});
