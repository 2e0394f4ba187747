import type { DatePreset, TransactionKind, TransactionRecord } from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { pagedList, presetBounds } from '../../../lib/api/paged-list.ts';
import { apiData } from '../../../lib/api-client.ts';

export type KindFilter = TransactionKind | 'all';

/** What the list, its pages and the CSV export ask for; empty bounds and 'all' are left out. */
export type TransactionFilter = {
  readonly startTime?: string;
  readonly endTime?: string;
  readonly kind?: TransactionKind;
};

/** The list's and the export's filter: the preset's bounds, and the kind unless 'all'. */
export function transactionFilter(preset: DatePreset, kind: KindFilter): TransactionFilter {
  return { ...presetBounds(preset), ...(kind !== 'all' ? { kind } : {}) };
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

const transactions = pagedList({
  key: [...ME, 'records', 'transactions'],
  filterKey: (filter: TransactionFilter) => [
    filter.startTime ?? '',
    filter.endTime ?? '',
    filter.kind ?? 'all',
  ],
  fetchPage: (filter: TransactionFilter, page: number) =>
    getTransactions(filter, page, TRANSACTIONS_PAGE_SIZE),
  sizeOf: (reply) => reply.size,
});

/** Desktop: one page at a time. */
export const useTransactionsPage = transactions.usePage;
/** Mobile: pages appended as the member scrolls. */
export const useTransactionsInfinite = transactions.useInfinite;
