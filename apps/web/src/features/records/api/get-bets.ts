import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  dateRangePreset,
  type BetRecordPage,
  type BetState,
  type DatePreset,
} from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

export type BetStateFilter = BetState | 'all';

/** What the bets list asks for; empty bounds, 'all' venues and 'all' states are left out. */
export type BetFilter = {
  readonly startTime?: string;
  readonly endTime?: string;
  readonly venue?: string;
  readonly state?: BetState;
};

/** Bounds fixed when the member picks a preset, so every page covers the same range. */
export function betFilter(preset: DatePreset, venue: string, state: BetStateFilter): BetFilter {
  const range = dateRangePreset(preset);
  return {
    ...(range.startTime !== '' ? { startTime: range.startTime, endTime: range.endTime } : {}),
    ...(venue !== 'all' ? { venue } : {}),
    ...(state !== 'all' ? { state } : {}),
  };
}

export const BETS_PAGE_SIZE = 20;

export const getBets = (filter: BetFilter, page: number, size = BETS_PAGE_SIZE) =>
  apiData<BetRecordPage>('/findmed/v1/records/bets', { body: { ...filter, page, size } });

const betsKey = [...ME, 'records', 'bets'] as const;

const filterKey = (filter: BetFilter) =>
  [
    filter.startTime ?? '',
    filter.endTime ?? '',
    filter.venue ?? 'all',
    filter.state ?? 'all',
  ] as const;

/** Desktop: one page at a time; the previous page stays on screen while the next one loads. */
export const betsPageQuery = (filter: BetFilter, page: number) =>
  queryOptions({
    queryKey: [...betsKey, 'page', ...filterKey(filter), page],
    queryFn: () => getBets(filter, page),
    placeholderData: keepPreviousData,
  });

export const useBetsPage = (filter: BetFilter, page: number) =>
  useQuery(betsPageQuery(filter, page));

/** Mobile: pages appended as the member scrolls. */
export function useBetsInfinite(filter: BetFilter) {
  return useInfiniteQuery({
    queryKey: [...betsKey, 'infinite', ...filterKey(filter)],
    queryFn: ({ pageParam }) => getBets(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}
