import { describe, expect, it } from 'vitest';
import { jobChecks, settledBetsCheck, spreadCheck } from './checks.ts';
import { jobItemsOf, type JobItem } from './job-lines.ts';

// The cluster proof's checks must be able to fail: fed the lines of work done twice, of a job that
// never ran, of a settled bet no node logged, they say so.

const item = (job: JobItem['job'], name: string, node: number): JobItem => ({
  job,
  item: name,
  node,
  life: 0,
});

describe("the cluster proof's checks", () => {
  it('reads the jobs’ lines as items', () => {
    expect(jobItemsOf({ msg: 'sportsbook bets settled', settled: ['7:1', '8:2'] })).toEqual([
      { job: 'settle', item: '7:1' },
      { job: 'settle', item: '8:2' },
    ]);
    expect(jobItemsOf({ msg: 'books checked', since: '2026-11-28T10:00:00.000Z' })).toEqual([
      { job: 'books', item: '2026-11-28T10:00:00.000Z' },
    ]);
    expect(jobItemsOf({ msg: 'incoming request' })).toEqual([]);
  });

  it('fails an item done by two nodes, and a job that had work and did none', () => {
    const items = [item('settle', '7:1', 1), item('settle', '7:1', 2), item('books', 'a', 3)];
    const checks = jobChecks(items, ['settle', 'reconcile']);
    const of = (start: string) => checks.find((c) => c.name.startsWith(start))!;
    expect(of('sportsbook settlement').ok).toBe(false);
    expect(of('sportsbook settlement').detail).toContain('7:1 by node 1 life 0 and node 2 life 0');
    expect(of('venue transfer reconciliation').ok).toBe(false);
    expect(of('books check').ok).toBe(true);
    // A job the workload need not give work to may do none.
    expect(of('vip evaluation').ok).toBe(true);
  });

  it('fails a settled bet no node logged, and a node that served nothing', () => {
    const bet = { id: 9, stake: '10.00', odds: '2.000', payout: '20.00', legs: [] };
    const won = { ...bet, state: 'won' };
    expect(settledBetsCheck([won], []).ok).toBe(false);
    expect(settledBetsCheck([won], [item('settle', '9:1', 2)]).ok).toBe(true);
    expect(settledBetsCheck([{ ...bet, state: 'open' }], []).ok).toBe(true);
    expect(
      spreadCheck(
        new Map([
          [1, 5],
          [2, 3],
        ]),
        3,
      ).ok,
    ).toBe(false);
    expect(
      spreadCheck(
        new Map([
          [1, 5],
          [2, 3],
          [3, 1],
        ]),
        3,
      ).ok,
    ).toBe(true);
  });
});
