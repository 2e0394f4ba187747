import { describe, expect, it } from 'vitest';
import { fixture, markets, seeded } from './model.ts';

describe('the seeded model', () => {
  it('makes the same fixtures from the same seed', () => {
    const a = seeded(7);
    const b = seeded(7);
    const first = [fixture(a), fixture(a), fixture(a)];
    expect([fixture(b), fixture(b), fixture(b)]).toEqual(first);
    for (const f of first) expect(f.home).not.toBe(f.away);
  });

  it('keeps a team out of a new fixture while it has one listed or live', () => {
    const random = seeded(11);
    const busy = new Set<string>();
    // A dozen fixtures ahead and two live: no team twice among them.
    for (let n = 0; n < 14; n += 1) {
      const f = fixture(random, busy);
      expect(busy.has(f.home) || busy.has(f.away), `${f.home} v ${f.away}`).toBe(false);
      busy.add(f.home).add(f.away);
    }
  });

  it('prices the four markets with a margin: the implied chances add up to more than one', () => {
    const f = { league: 'L', home: 'A', away: 'B', homeRate: 1.6, awayRate: 1.0 };
    const [x12, ah, ou, cs] = markets(f, 1);
    const implied = (m: typeof x12) => m!.selections.reduce((s, x) => s + 1 / Number(x.odds), 0);
    expect(x12!.type).toBe('1x2');
    expect(implied(x12)).toBeGreaterThan(1);
    expect(implied(x12)).toBeLessThan(1.1);
    expect(ah).toMatchObject({
      type: 'ah',
      line: expect.stringMatching(/^-?\d+(\.25|\.5|\.75)?$/),
    });
    expect(implied(ou)).toBeGreaterThan(1);
    expect(cs!.selections).toHaveLength(6);
    // The stronger home side is the favourite, and a 2-0 lead late makes it a near certainty.
    expect(Number(x12!.selections[0]!.odds)).toBeLessThan(Number(x12!.selections[2]!.odds));
    const late = markets(f, 0.05, { home: 2, away: 0 }, { ahQuarters: -2, scores: ['2-0'] });
    expect(Number(late[0]!.selections[0]!.odds)).toBeLessThan(1.1);
  });
});
