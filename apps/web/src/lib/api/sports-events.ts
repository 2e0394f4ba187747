import { queryOptions } from '@tanstack/react-query';
import type { SportsEvent } from '@kirin/contract';
import { apiData } from '../api-client.ts';

/** Every sports query starts with this: the live stream patches them, a reconnection refetches. */
export const SPORTS = ['sports'] as const;

/**
 * Events taking bets (prematch and live), soonest first, each with its markets: the sports lobby's
 * list, and the matches the home's 体育 category links to.
 */
export const eventsQuery = queryOptions({
  queryKey: [...SPORTS, 'events'],
  queryFn: async () => (await apiData<{ list: SportsEvent[] }>('/api/sports/v1/events')).list,
  // The stream keeps it fresh while it is up; a refetch on focus covers the time it was not.
  staleTime: 60_000,
});

/** The matches worth a tile of their own: those in play first, then the soonest to kick off. */
export function featuredMatches(events: readonly SportsEvent[], count: number): SportsEvent[] {
  const live = events.filter((e) => e.state === 'live');
  const soon = events
    .filter((e) => e.state === 'prematch')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return [...live, ...soon].slice(0, count);
}
