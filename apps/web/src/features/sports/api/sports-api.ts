import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AcceptOdds, SportsBet, SportsEvent } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';

const PREFIX = '/api/sports/v1';
/** Every sports query starts with this: the live stream patches them, a reconnection refetches. */
export const SPORTS = ['sports'] as const;

/** Events taking bets (prematch and live), soonest first, each with its markets. */
export const eventsQuery = queryOptions({
  queryKey: [...SPORTS, 'events'],
  queryFn: async () => (await apiData<{ list: SportsEvent[] }>(`${PREFIX}/events`)).list,
  // The stream keeps it fresh while it is up; a refetch on focus covers the time it was not.
  staleTime: 60_000,
});

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...SPORTS, 'event', id],
    queryFn: () => apiData<SportsEvent>(`${PREFIX}/events/${id}`),
    staleTime: 60_000,
  });

export const useSportsEvents = () => useQuery(eventsQuery);
export const useSportsEvent = (id: number) => useQuery({ ...eventQuery(id), enabled: id > 0 });

export type PlaceBetParams = {
  stake: string;
  legs: { selectionId: number; odds: string }[];
  acceptOdds: AcceptOdds;
};

/** A live bet waits out the book's delay before it is taken: the answer may take seconds. */
export const placeBet = (params: PlaceBetParams, idempotencyKey: string) =>
  apiData<SportsBet>(`${PREFIX}/bets`, {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: 30_000,
  });

export const STREAM_PATH = `${PREFIX}/stream`;
