import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SportsBet, SportsEvent } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { nextPageParam } from '../../../lib/api/paged-list.ts';
import { eventsQuery, SPORTS } from '../../../lib/api/sports-events.ts';
import type { SlipBet } from '../stores/slip-store.ts';

const PREFIX = '/api/sports/v1';

export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...SPORTS, 'event', id],
    queryFn: () => apiData<SportsEvent>(`${PREFIX}/events/${id}`),
    staleTime: 60_000,
  });

export const useSportsEvents = () => useQuery(eventsQuery);
export const useSportsEvent = (id: number) => useQuery({ ...eventQuery(id), enabled: id > 0 });

/** A live bet waits out the book's delay before it is taken: the answer may take seconds. */
export const placeBet = (params: SlipBet, idempotencyKey: string) =>
  apiData<SportsBet>(`${PREFIX}/bets`, {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    timeoutMs: 30_000,
  });

export const STREAM_PATH = `${PREFIX}/stream`;

/** The member's bets: `open` (waiting for results, cash-out possible) or `settled`. */
export type MyBetsTab = 'open' | 'settled';
type BetsPage = { list: SportsBet[]; total: number; page: number; size: number };

/** The member's bets and their cash-out offers: read again after a bet is placed or cashed out. */
export const myBetsKey = [...SPORTS, 'my-bets'] as const;

export const useMyBets = (state: MyBetsTab) =>
  useInfiniteQuery({
    queryKey: [...myBetsKey, state],
    queryFn: ({ pageParam }) =>
      apiData<BetsPage>(`${PREFIX}/bets`, { query: { state, page: pageParam, size: 20 } }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam((reply: BetsPage) => reply.size),
  });

export type CashoutQuote = { amount: string; quoteId: string; expiresAt: string };

/** How long before its expiry an offer is refreshed, so that the one shown can still be taken. */
const QUOTE_MARGIN_MS = 1_500;

/**
 * A cash-out offer for an open bet, refreshed just before it expires while it is shown. A bet
 * that cannot be cashed out now answers CASHOUT_UNAVAILABLE: asked again a little later.
 */
export const useCashoutQuote = (betId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...myBetsKey, 'quote', betId],
    queryFn: () =>
      apiData<CashoutQuote>(`${PREFIX}/bets/${betId}/cashout/quote`, { method: 'POST' }),
    enabled,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const quote = query.state.data;
      if (!quote || query.state.status === 'error') return 10_000;
      return Math.max(1_000, Date.parse(quote.expiresAt) - Date.now() - QUOTE_MARGIN_MS);
    },
  });

export const takeCashout = (betId: number, quoteId: string, idempotencyKey: string) =>
  apiData<SportsBet>(`${PREFIX}/bets/${betId}/cashout`, {
    body: { quoteId },
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
