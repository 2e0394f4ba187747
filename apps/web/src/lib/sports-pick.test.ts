import { describe, expect, it } from 'vitest';
import type { SportsBetLeg } from '@kirin/contract';
import { legPick } from './sports-pick.ts';

const t = (key: string) => key.split('.').slice(-1)[0]!;
const leg = (extra: Partial<SportsBetLeg>): SportsBetLeg => ({
  selectionId: 1,
  eventId: 1,
  league: 'L',
  home: 'Arsenal',
  away: 'Chelsea',
  startsAt: '2026-11-28T12:00:00.000Z',
  marketId: 1,
  type: '1x2',
  line: null,
  outcome: 'home',
  odds: '1.950',
  result: 'open',
  ...extra,
});

describe('legPick', () => {
  it('names the team of a 1x2 pick, and the draw', () => {
    expect(legPick(leg({}), t)).toEqual({ market: '1x2', pick: 'Arsenal' });
    expect(legPick(leg({ outcome: 'draw' }), t)).toEqual({ market: '1x2', pick: 'draw' });
  });

  it("gives a handicap's away side the opposite of the home line, signed", () => {
    expect(legPick(leg({ type: 'ah', line: '-0.25' }), t).pick).toBe('Arsenal -0.25');
    expect(legPick(leg({ type: 'ah', line: '-0.25', outcome: 'away' }), t).pick).toBe(
      'Chelsea +0.25',
    );
    expect(legPick(leg({ type: 'ah', line: '0', outcome: 'away' }), t).pick).toBe('Chelsea 0');
    expect(legPick(leg({ type: 'ah', line: '1.5', outcome: 'home' }), t).pick).toBe('Arsenal +1.5');
  });

  it('writes totals with their line, and a correct score as it is', () => {
    expect(legPick(leg({ type: 'ou', line: '2.5', outcome: 'under' }), t)).toEqual({
      market: 'ou',
      pick: 'under 2.5',
    });
    expect(legPick(leg({ type: 'cs', outcome: '2-1' }), t).pick).toBe('2-1');
  });
});
