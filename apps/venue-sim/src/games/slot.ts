import { pick, roundBytes, type Settlement } from './fair.ts';

// A 5-reel, 3-row, 10-line slot (docs/venue-protocol.md, "Slots"). Every slot game of the venue
// spins these reels and pays this table; a game's theme only draws the symbols (see SLOT_THEMES).

/** Symbol 0 is wild, 1-3 the high symbols, 4-7 the low ones (A, K, Q, J). */
export const SYMBOL_COUNT = 8;
export const WILD = 0;

/** Each reel's strip, one digit a symbol; every strip holds 2 wilds, 2 of each high, 3 A, 3 K, 3 Q, 4 J. */
export const REELS: readonly (readonly number[])[] = [
  '045176427536074156273',
  '172640537461250736475',
  '356074172645063714527',
  '460725137406524671375',
  '514736027451637042765',
].map((strip) => [...strip].map(Number));

/** Rows (0 top, 2 bottom) a line crosses on reels 1-5; line n is PAYLINES[n - 1]. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];

/** What 3, 4 and 5 of a symbol in a row pay, in line bets (a tenth of the stake). */
export const PAYTABLE: Readonly<Record<number, readonly [number, number, number]>> = {
  1: [20, 80, 400],
  2: [15, 50, 200],
  3: [10, 30, 120],
  4: [5, 15, 60],
  5: [4, 12, 40],
  6: [3, 10, 30],
  7: [2, 8, 25],
};

export interface LineWin {
  /** 1-10. */
  line: number;
  symbol: number;
  /** How many reels from the left, 3-5. */
  count: number;
  /** In line bets. */
  pays: number;
}

export interface SlotSpin {
  /** Each reel's stop: the strip position shown on the top row. */
  stops: number[];
  /** 3 rows of 5 symbols, top row first. */
  grid: number[][];
  lines: LineWin[];
  /** The sum of the lines' pays, in line bets. */
  multiplier: number;
}

/**
 * A line's symbol is its first symbol from the left that is not wild (the top symbol, 1, if all
 * five are wild); it wins when that symbol, or wild, fills at least reels 1-3 of the line.
 */
export function lineWin(symbols: readonly number[], line: number): LineWin | undefined {
  const symbol = symbols.find((s) => s !== WILD) ?? 1;
  let count = 0;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === WILD)) {
    count += 1;
  }
  if (count < 3) return undefined;
  return { line, symbol, count, pays: PAYTABLE[symbol]![count - 3]! };
}

/** Reel r stops at its r-th 16-bit value `mod` its strip length; rows read down the strip. */
export function spinFrom(bytes: Buffer): SlotSpin {
  const stops = REELS.map((strip, reel) => pick(bytes, reel, strip.length));
  const grid = [0, 1, 2].map((row) =>
    REELS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!),
  );
  const lines = PAYLINES.flatMap((rows, index) => {
    const win = lineWin(
      rows.map((row, reel) => grid[row]![reel]!),
      index + 1,
    );
    return win ? [win] : [];
  });
  return { stops, grid, lines, multiplier: lines.reduce((sum, win) => sum + win.pays, 0) };
}

export const spinSlot = (serverSeed: string, clientSeed: string, nonce: number) =>
  spinFrom(roundBytes(serverSeed, clientSeed, nonce));

/** The stake covers all 10 lines; the payout is stake × multiplier / 10, down to the cent. */
export const settleSlot = (stakeMinor: bigint, spin: SlotSpin): Settlement => ({
  payoutMinor: (stakeMinor * BigInt(spin.multiplier)) / 10n,
  validStakeMinor: stakeMinor,
});
