import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '@kirin/contract';
import { SPORTS } from '../../../lib/api/sports-events.ts';
import { applySportsEvents } from './sports-live.ts';

const event = (id: number): SportsEvent => ({
  id,
  sport: 'football',
  league: '英超',
  home: `主队${id}`,
  away: `客队${id}`,
  startsAt: new Date(0).toISOString(),
  state: 'prematch',
  score: null,
  markets: [
    {
      id: id * 10,
      eventId: id,
      type: '1x2',
      line: null,
      state: 'open',
      selections: [{ id: id * 100, outcome: 'home', odds: '1.950' }],
    },
  ],
});

describe('the live stream’s events', () => {
  it('are applied in order in one cache write; events they do not touch stay as they were', () => {
    const client = new QueryClient();
    const key = [...SPORTS, 'events'];
    const [one, two] = [event(1), event(2)];
    client.setQueryData(key, [one, two]);
    let writes = 0;
    client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated') writes += 1;
    });
    const odds = (value: string) => ({
      name: 'odds',
      data: { eventId: 1, marketId: 10, selectionId: 100, odds: value, state: 'open' },
    });
    applySportsEvents(client, [
      odds('2.000'),
      { name: 'score', data: { eventId: 1, home: 1, away: 0, state: 'live' } },
      odds('2.100'),
      { name: 'market', data: { marketId: 10, state: 'suspended' } },
    ]);
    const [after1, after2] = client.getQueryData<SportsEvent[]>(key)!;
    expect(writes).toBe(1);
    expect(after1).toMatchObject({ state: 'live', score: { home: 1, away: 0 } });
    expect(after1!.markets[0]).toMatchObject({
      state: 'suspended',
      selections: [{ odds: '2.100' }],
    });
    expect(after2).toBe(two);
  });
});
