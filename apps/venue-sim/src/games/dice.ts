import { pick, roundBytes } from './fair.ts';

// Three dice, shared by Sic Bo and 快三: die i is the i-th 16-bit value `mod 6 + 1`.

export interface DiceRoll {
  /** In the order thrown (bytes 0-1, 2-3, 4-5). */
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

export function rollFrom(bytes: Buffer): DiceRoll {
  const dice: [number, number, number] = [
    pick(bytes, 0, 6) + 1,
    pick(bytes, 1, 6) + 1,
    pick(bytes, 2, 6) + 1,
  ];
  return {
    dice,
    total: dice[0] + dice[1] + dice[2],
    triple: dice[0] === dice[1] && dice[1] === dice[2],
  };
}

export const rollDice = (serverSeed: string, clientSeed: string, nonce: number) =>
  rollFrom(roundBytes(serverSeed, clientSeed, nonce));

export const countOf = (roll: DiceRoll, face: number) => roll.dice.filter((d) => d === face).length;

/** `name-N` with N from `low` to `high`, or undefined. */
export function numbered(bet: string, name: string, low: number, high: number) {
  const match = new RegExp(`^${name}-([1-9]\\d?)$`).exec(bet);
  const n = match ? Number(match[1]) : NaN;
  return n >= low && n <= high ? n : undefined;
}

/** Big, small, odd and even: 1:1, and every one of them loses on a triple. */
export function evenMoneyWins(bet: string, roll: DiceRoll, bigFrom: number): boolean | undefined {
  if (!['big', 'small', 'odd', 'even'].includes(bet)) return undefined;
  if (roll.triple) return false;
  if (bet === 'big') return roll.total >= bigFrom;
  if (bet === 'small') return roll.total < bigFrom;
  return (roll.total % 2 === 1) === (bet === 'odd');
}
