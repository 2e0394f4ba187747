import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  cashoutValue,
  combinedOdds,
  legResult,
  payoutOf,
  type Score,
} from './settlement.ts';

const s = (home: number, away: number): Score => ({ home, away });

describe('a selection against the final score (API.md settlement rules)', () => {
  it.each([
    // type, line (quarters), outcome, score, result
    ['1x2', null, 'home', s(2, 1), 'won'],
    ['1x2', null, 'draw', s(1, 1), 'won'],
    ['1x2', null, 'away', s(1, 1), 'lost'],
    ['cs', null, '2-1', s(2, 1), 'won'],
    ['cs', null, '1-2', s(2, 1), 'lost'],
    // over/under: whole, half and quarter lines
    ['ou', 10, 'over', s(2, 1), 'won'], // 2.5, total 3
    ['ou', 10, 'under', s(2, 0), 'won'],
    ['ou', 8, 'over', s(1, 1), 'push'], // 2
    ['ou', 8, 'under', s(1, 1), 'push'],
    ['ou', 9, 'over', s(1, 1), 'half_lost'], // 2.25: 2 push, 2.5 lost
    ['ou', 9, 'under', s(1, 1), 'half_won'],
    ['ou', 11, 'over', s(2, 1), 'half_won'], // 2.75: 2.5 won, 3 push
    ['ou', 11, 'under', s(2, 1), 'half_lost'],
    ['ou', 11, 'over', s(3, 1), 'won'],
    ['ou', 9, 'over', s(0, 1), 'lost'],
    // Asian handicap: the line is the home side's, the away side takes its negative
    ['ah', 0, 'home', s(1, 1), 'push'],
    ['ah', -2, 'home', s(1, 0), 'won'], // -0.5
    ['ah', -2, 'away', s(1, 0), 'lost'],
    ['ah', -1, 'home', s(0, 0), 'half_lost'], // -0.25: 0 push, -0.5 lost
    ['ah', -1, 'away', s(0, 0), 'half_won'],
    ['ah', -3, 'home', s(1, 0), 'half_won'], // -0.75: -0.5 won, -1 push
    ['ah', -3, 'away', s(1, 0), 'half_lost'],
    ['ah', -3, 'home', s(2, 0), 'won'],
    ['ah', 5, 'home', s(0, 1), 'half_won'], // +1.25 on a 1-goal defeat: +1 push, +1.5 won
    ['ah', 5, 'away', s(0, 1), 'half_lost'],
    ['ah', 4, 'home', s(0, 1), 'push'], // +1
    ['ah', 6, 'home', s(0, 2), 'lost'], // +1.5
  ] as const)('%s %s %s at %o is %s', (type, line, outcome, score, result) => {
    expect(legResult(type, line, outcome, score)).toBe(result);
  });
});

describe('payouts', () => {
  it.each([
    // stake (minor), legs, payout
    [10_000n, [['won', 1950]], 19_500n],
    [10_000n, [['lost', 1950]], 0n],
    [10_000n, [['push', 1950]], 10_000n],
    [10_000n, [['void', 1950]], 10_000n],
    [10_000n, [['half_won', 1950]], 14_750n], // half at 1.95, half back
    [10_000n, [['half_lost', 1950]], 5_000n],
    [10_001n, [['half_lost', 1950]], 5_000n], // rounded down
    [
      10_000n,
      [
        ['won', 1950],
        ['won', 2100],
      ],
      40_950n,
    ],
    [
      10_000n,
      [
        ['won', 1950],
        ['push', 2100],
      ],
      19_500n,
    ],
    [
      10_000n,
      [
        ['half_won', 1900],
        ['half_lost', 1800],
      ],
      7_250n,
    ], // 1.45 × 0.5
    [
      333n,
      [
        ['won', 1333],
        ['won', 1333],
        ['won', 1333],
      ],
      788n,
    ], // 789.5… rounded down
  ] as const)('%s staked on %o pays %s', (stake, legs, payout) => {
    expect(
      payoutOf(
        stake,
        legs.map(([result, odds]) => ({ result, odds })),
      ),
    ).toBe(payout);
  });

  it('says where a bet stands', () => {
    const leg = (result: string, odds = 2000) => ({ result: result as 'won', odds });
    expect(betOutcome(100n, [leg('open')])).toEqual({ state: 'open' });
    expect(betOutcome(100n, [leg('half_won')])).toEqual({ state: 'half_won', payout: 150n });
    expect(betOutcome(100n, [leg('won'), leg('open')])).toEqual({ state: 'open' });
    expect(betOutcome(100n, [leg('lost'), leg('open')])).toEqual({ state: 'open' });
    expect(betOutcome(100n, [leg('won'), leg('lost')])).toEqual({ state: 'lost', payout: 0n });
    expect(betOutcome(100n, [leg('won'), leg('void')])).toEqual({ state: 'won', payout: 200n });
    expect(betOutcome(100n, [leg('push'), leg('void')])).toEqual({ state: 'push', payout: 100n });
    expect(betOutcome(100n, [leg('void'), leg('void')])).toEqual({ state: 'void', payout: 100n });
    expect(betOutcome(100n, [leg('half_lost'), leg('push')])).toEqual({
      state: 'half_lost',
      payout: 50n,
    });
    expect(betOutcome(100n, [leg('half_lost'), leg('won', 3000)])).toEqual({
      state: 'won',
      payout: 150n,
    });
  });

  it('shows the product of the odds rounded down', () => {
    expect(combinedOdds([1950])).toBe(1950);
    expect(combinedOdds([1950, 2100])).toBe(4095);
    expect(combinedOdds([1333, 1333, 1333])).toBe(2368); // 2.368…
  });
});

describe('cash-out value', () => {
  it('is the stake moved by the odds since, less the margin, rounded down', () => {
    const open = (odds: number, now: number) => ({ result: 'open' as const, odds, now });
    // Unchanged odds: the stake less 5%.
    expect(cashoutValue(10_000n, [open(2000, 2000)], 500)).toBe(9_500n);
    // The selection's odds shortened from 2.00 to 1.25: worth 1.6 stakes, less 5%.
    expect(cashoutValue(10_000n, [open(2000, 1250)], 500)).toBe(15_200n);
    // A parlay with a won leg at 1.95 and an open one drifting from 2.10 to 3.00.
    expect(cashoutValue(10_000n, [{ result: 'won', odds: 1950 }, open(2100, 3000)], 500)).toBe(
      12_967n,
    );
    expect(cashoutValue(10_000n, [{ result: 'lost', odds: 1950 }, open(2100, 3000)], 500)).toBe(0n);
  });
});
