import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  dateRangePreset,
  type DatePreset,
  type TransactionKind,
  type TransactionRecord,
} from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

export type KindFilter = TransactionKind | 'all';

/** What the list, its pages and the CSV export ask for; empty bounds and 'all' are left out. */
export type TransactionFilter = {
  readonly startTime?: string;
  readonly endTime?: string;
  readonly kind?: TransactionKind;
};

/**
 * The bounds are fixed when the member picks a preset, so that every page of one list, and the
 * export, cover the same range (spec §4 presets, in the site's business time zone).
 */
export function transactionFilter(preset: DatePreset, kind: KindFilter): TransactionFilter {
  const range = dateRangePreset(preset);
  return {
    ...(range.startTime !== '' ? { startTime: range.startTime, endTime: range.endTime } : {}),
    ...(kind !== 'all' ? { kind } : {}),
  };
}

export type TransactionPage = {
  list: TransactionRecord[];
  total: number;
  page: number;
  size: number;
};

const TRANSACTIONS_PAGE_SIZE = 20;

export const getTransactions = (filter: TransactionFilter, page: number, size: number) =>
  apiData<TransactionPage>('/findmed/v1/records/transactions', {
    body: { ...filter, page, size },
  });

const transactionsKey = [...ME, 'records', 'transactions'] as const;

const filterKey = (filter: TransactionFilter) =>
  [filter.startTime ?? '', filter.endTime ?? '', filter.kind ?? 'all'] as const;

/** Desktop: one page at a time; the previous page stays on screen while the next one loads. */
export const transactionsPageQuery = (filter: TransactionFilter, page: number) =>
  queryOptions({
    queryKey: [...transactionsKey, 'page', ...filterKey(filter), page],
    queryFn: () => getTransactions(filter, page, TRANSACTIONS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

export const useTransactionsPage = (filter: TransactionFilter, page: number) =>
  useQuery(transactionsPageQuery(filter, page));

/** Mobile: pages appended as the member scrolls. */
export function useTransactionsInfinite(filter: TransactionFilter) {
  return useInfiniteQuery({
    queryKey: [...transactionsKey, 'infinite', ...filterKey(filter)],
    queryFn: ({ pageParam }) => getTransactions(filter, pageParam, TRANSACTIONS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });
}
