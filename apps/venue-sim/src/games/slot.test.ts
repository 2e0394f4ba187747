import { describe, expect, it } from 'vitest';
import { lineWin, PAYTABLE, REELS, settleSlot, spinSlot, SYMBOL_COUNT } from './slot.ts';
import { VECTOR_CLIENT_SEED as CLIENT, VECTOR_SERVER_SEED as SERVER } from './vectors.ts';

const spin = (nonce: number) => spinSlot(SERVER, CLIENT, nonce);

describe('slot', () => {
  it('has five strips of 21 with the documented symbols', () => {
    for (const strip of REELS) {
      const counts = Array.from(
        { length: SYMBOL_COUNT },
        (_, s) => strip.filter((x) => x === s).length,
      );
      expect(counts).toEqual([2, 2, 2, 2, 3, 3, 3, 4]);
    }
  });

  it('stops each reel at its 16-bit value mod 21 and reads three rows down the strip', () => {
    expect(spin(3)).toEqual({
      stops: [6, 9, 15, 19, 15],
      grid: [
        [4, 4, 7, 7, 0],
        [2, 6, 1, 5, 4],
        [7, 1, 4, 4, 2],
      ],
      lines: [],
      multiplier: 0,
    });
    expect(spin(1)).toMatchObject({
      stops: [17, 6, 18, 0, 3],
      lines: [{ line: 3, symbol: 7, count: 4, pays: 8 }],
      multiplier: 8,
    });
  });

  it('pays every line: wilds stand in, a wild run pays as the symbol after it', () => {
    // Top row 麟 麟 麟 麟 J: five J on line 2; middle row J J J J: four on line 1.
    expect(spin(10)).toEqual({
      stops: [12, 14, 3, 2, 18],
      grid: [
        [0, 0, 0, 0, 7],
        [7, 7, 7, 7, 6],
        [4, 3, 4, 2, 5],
      ],
      lines: [
        { line: 1, symbol: 7, count: 4, pays: 8 },
        { line: 2, symbol: 7, count: 5, pays: 25 },
        { line: 6, symbol: 7, count: 3, pays: 2 },
        { line: 8, symbol: 7, count: 4, pays: 8 },
      ],
      multiplier: 43,
    });
    expect(spin(2362).multiplier).toBe(117);
    expect(spin(2362).lines.map((win) => win.line)).toEqual([1, 2, 3, 6, 7, 8, 9, 10]);
  });

  it('reads a line from the left', () => {
    expect(lineWin([0, 0, 0, 0, 0], 1)).toEqual({ line: 1, symbol: 1, count: 5, pays: 400 });
    expect(lineWin([3, 0, 3, 5, 3], 4)).toEqual({ line: 4, symbol: 3, count: 3, pays: 10 });
    expect(lineWin([5, 5, 4, 5, 5], 1)).toBeUndefined();
    expect(lineWin([4, 0, 5, 5, 5], 1)).toBeUndefined();
  });

  it('pays stake × multiplier / 10, down to the cent', () => {
    expect(settleSlot(1000n, spin(10))).toEqual({ payoutMinor: 4300n, validStakeMinor: 1000n });
    expect(settleSlot(15n, spin(1))).toEqual({ payoutMinor: 12n, validStakeMinor: 15n });
    expect(settleSlot(1000n, spin(3))).toEqual({ payoutMinor: 0n, validStakeMinor: 1000n });
  });

  it('returns about 97.7 % of stakes (every line alike, symbols independent per reel)', () => {
    const freq = REELS.map((strip) =>
      Array.from(
        { length: SYMBOL_COUNT },
        (_, s) => strip.filter((x) => x === s).length / strip.length,
      ),
    );
    let expected = 0;
    const walk = (reel: number, symbols: number[], p: number) => {
      if (reel === 5) {
        expected += p * (lineWin(symbols, 1)?.pays ?? 0);
        return;
      }
      for (let s = 0; s < SYMBOL_COUNT; s++) walk(reel + 1, [...symbols, s], p * freq[reel]![s]!);
    };
    walk(0, [], 1);
    // Ten lines at a tenth of the stake each: the return is one line's expected multiple.
    expect(expected).toBeCloseTo(0.9775, 3);
    expect(Object.keys(PAYTABLE)).toHaveLength(SYMBOL_COUNT - 1);
  });
});
