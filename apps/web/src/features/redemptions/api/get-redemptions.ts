import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  dateRangePreset,
  type DatePreset,
  type RedemptionKind,
  type RedemptionPage,
} from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { REDEMPTIONS } from './keys.ts';

export type RedemptionKindFilter = RedemptionKind | 'all';

/** What the list and its pages ask for; empty bounds and 'all' are left out. */
export type RedemptionFilter = {
  readonly startTime?: string;
  readonly endTime?: string;
  readonly kind?: RedemptionKind;
};

/** The bounds are fixed when the member picks a preset, so every page covers the same range. */
export function redemptionFilter(preset: DatePreset, kind: RedemptionKindFilter): RedemptionFilter {
  const range = dateRangePreset(preset);
  return {
    ...(range.startTime !== '' ? { startTime: range.startTime, endTime: range.endTime } : {}),
    ...(kind !== 'all' ? { kind } : {}),
  };
}

const PAGE_SIZE = 20;

export const getRedemptions = (filter: RedemptionFilter, page: number, size: number) =>
  apiData<RedemptionPage>('/findmed/v1/records/redemptions', {
    body: { ...filter, page, size },
  });

const filterKey = (filter: RedemptionFilter) =>
  [filter.startTime ?? '', filter.endTime ?? '', filter.kind ?? 'all'] as const;

/** Desktop: one page at a time; the previous page stays on screen while the next one loads. */
export const redemptionsPageQuery = (filter: RedemptionFilter, page: number) =>
  queryOptions({
    queryKey: [...REDEMPTIONS, 'page', ...filterKey(filter), page],
    queryFn: () => getRedemptions(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const useRedemptionsPage = (filter: RedemptionFilter, page: number) =>
  useQuery(redemptionsPageQuery(filter, page));

/** Mobile: pages appended as the member scrolls. */
export function useRedemptionsInfinite(filter: RedemptionFilter) {
  return useInfiniteQuery({
    queryKey: [...REDEMPTIONS, 'infinite', ...filterKey(filter)],
    queryFn: ({ pageParam }) => getRedemptions(filter, pageParam, PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}
