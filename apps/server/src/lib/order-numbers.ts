import { randomInt } from 'node:crypto';
import { beijingDate } from './beijing-time.ts';

/**
 * "D2025010112345678": the public number of a deposit (D) or withdrawal (W) order: the Beijing
 * date and 8 random digits, readable over the phone and not guessable from a neighbour's.
 */
export function newOrderNo(prefix: 'D' | 'W', at: Date): string {
  const random = Array.from({ length: 8 }, () => String(randomInt(10))).join('');
  return `${prefix}${beijingDate(at)}${random}`;
}

/** A fresh random code that `taken` says is free; a tenth clash in a row means a bug, not luck. */
export async function unusedCode(
  make: () => string,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = make();
    if (!(await taken(code))) return code;
  }
  throw new Error('no unused code after 10 tries');
}
