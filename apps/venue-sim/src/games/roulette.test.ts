import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { colorOf, isRouletteBet, rouletteWins, settleRoulette, spinRoulette } from './roulette.ts';
import { VECTOR_CLIENT_SEED as CLIENT, VECTOR_SERVER_SEED as SERVER } from './vectors.ts';

describe('roulette', () => {
  it('spins the first 16-bit value mod 37', () => {
    expect([1, 2, 3, 8].map((nonce) => spinRoulette(SERVER, CLIENT, nonce))).toEqual([
      { number: 28, color: 'black' },
      { number: 30, color: 'red' },
      { number: 26, color: 'black' },
      { number: 0, color: 'green' },
    ]);
    for (let nonce = 1; nonce <= 50; nonce++) {
      const bytes = createHmac('sha256', SERVER).update(`${CLIENT}:${nonce}`).digest();
      expect(spinRoulette(SERVER, CLIENT, nonce).number).toBe((bytes[0]! * 256 + bytes[1]!) % 37);
    }
  });

  it('colours the wheel: 18 red, 18 black, green zero', () => {
    const colors = Array.from({ length: 37 }, (_, n) => colorOf(n));
    expect(colors.filter((c) => c === 'red')).toHaveLength(18);
    expect(colors.filter((c) => c === 'black')).toHaveLength(18);
    expect([colorOf(0), colorOf(1), colorOf(2), colorOf(10), colorOf(11), colorOf(19)]).toEqual([
      'green',
      'red',
      'black',
      'black',
      'black',
      'red',
    ]);
  });

  it('knows its bets', () => {
    for (const bet of ['straight-0', 'straight-36', 'red', 'high', 'dozen-3', 'column-1']) {
      expect(isRouletteBet(bet), bet).toBe(true);
    }
    for (const bet of ['straight-37', 'straight-07', 'dozen-0', 'column-4', 'green', 'split-1-2']) {
      expect(isRouletteBet(bet), bet).toBe(false);
    }
  });

  it('wins by the board and loses the outside bets on zero', () => {
    expect(rouletteWins('column-1', 28)).toBe(true);
    expect(rouletteWins('column-1', 30)).toBe(false);
    expect(rouletteWins('dozen-3', 25)).toBe(true);
    expect(rouletteWins('dozen-2', 24)).toBe(true);
    expect(rouletteWins('low', 18)).toBe(true);
    expect(rouletteWins('high', 18)).toBe(false);
    for (const bet of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'column-3']) {
      expect(rouletteWins(bet, 0), bet).toBe(false);
    }
    expect(rouletteWins('straight-0', 0)).toBe(true);
  });

  it('pays straight 35:1, dozens and columns 2:1, even money 1:1', () => {
    const on = (number: number) => ({ number, color: colorOf(number) });
    expect(settleRoulette('straight-28', 100n, on(28))).toEqual({
      payoutMinor: 3600n,
      validStakeMinor: 100n,
    });
    expect(settleRoulette('column-1', 100n, on(28)).payoutMinor).toBe(300n);
    expect(settleRoulette('dozen-3', 100n, on(28)).payoutMinor).toBe(300n);
    expect(settleRoulette('black', 100n, on(28)).payoutMinor).toBe(200n);
    expect(settleRoulette('red', 100n, on(28))).toEqual({ payoutMinor: 0n, validStakeMinor: 100n });
    expect(settleRoulette('even', 100n, on(0)).payoutMinor).toBe(0n);
  });
});
