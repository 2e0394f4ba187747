import { paysToOne, pick, roundBytes, type Settlement } from './fair.ts';

// European roulette, one zero (docs/venue-protocol.md, "Roulette").

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'red' | 'black' | 'green';

export interface RouletteSpin {
  number: number;
  color: RouletteColor;
}

export const colorOf = (n: number): RouletteColor =>
  n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';

/** The number is the first 16-bit value (bytes 0-1, big-endian) `mod 37`. */
export function spinFrom(bytes: Buffer): RouletteSpin {
  const number = pick(bytes, 0, 37);
  return { number, color: colorOf(number) };
}

export const spinRoulette = (serverSeed: string, clientSeed: string, nonce: number) =>
  spinFrom(roundBytes(serverSeed, clientSeed, nonce));

const EVEN_MONEY = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

/**
 * `straight-N` (0-36), `red`, `black`, `odd`, `even`, `low` (1-18), `high` (19-36),
 * `dozen-1..3` (1-12, 13-24, 25-36), `column-1..3` (1, 4, 7 … / 2, 5, 8 … / 3, 6, 9 …).
 */
export function isRouletteBet(bet: string): boolean {
  if ((EVEN_MONEY as readonly string[]).includes(bet)) return true;
  const match = /^(straight|dozen|column)-(0|[1-9]\d?)$/.exec(bet);
  if (!match) return false;
  const n = Number(match[2]);
  return match[1] === 'straight' ? n <= 36 : n >= 1 && n <= 3;
}

/** Does a bet win on a number? Zero wins only a straight bet on zero. */
export function rouletteWins(bet: string, n: number): boolean {
  const [kind, arg] = bet.split('-') as [string, string | undefined];
  const k = Number(arg);
  if (kind === 'straight') return n === k;
  if (n === 0) return false;
  switch (kind) {
    case 'red':
    case 'black':
      return colorOf(n) === kind;
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen':
      return Math.ceil(n / 12) === k;
    case 'column':
      return ((n - 1) % 3) + 1 === k;
    default:
      return false;
  }
}

/** Straight 35:1, dozens and columns 2:1, the even-money bets 1:1 (lost on zero). */
export function settleRoulette(bet: string, stakeMinor: bigint, spin: RouletteSpin): Settlement {
  const kind = bet.split('-')[0];
  const odds = kind === 'straight' ? 35n : kind === 'dozen' || kind === 'column' ? 2n : 1n;
  return paysToOne(rouletteWins(bet, spin.number), odds, stakeMinor);
}
