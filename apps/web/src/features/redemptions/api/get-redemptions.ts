import type { DatePreset, RedemptionKind, RedemptionPage } from '@kirin/contract';
import { pagedList, presetBounds } from '../../../lib/api/paged-list.ts';
import { apiData } from '../../../lib/api-client.ts';
import { REDEMPTIONS } from './keys.ts';

export type RedemptionKindFilter = RedemptionKind | 'all';

/** What the list and its pages ask for; empty bounds and 'all' are left out. */
export type RedemptionFilter = {
  readonly startTime?: string;
  readonly endTime?: string;
  readonly kind?: RedemptionKind;
};

/** The preset's bounds, and the kind unless 'all'. */
export function redemptionFilter(preset: DatePreset, kind: RedemptionKindFilter): RedemptionFilter {
  return { ...presetBounds(preset), ...(kind !== 'all' ? { kind } : {}) };
}

const PAGE_SIZE = 20;

export const getRedemptions = (filter: RedemptionFilter, page: number, size: number) =>
  apiData<RedemptionPage>('/findmed/v1/records/redemptions', {
    body: { ...filter, page, size },
  });

const redemptions = pagedList({
  key: REDEMPTIONS,
  filterKey: (filter: RedemptionFilter) => [
    filter.startTime ?? '',
    filter.endTime ?? '',
    filter.kind ?? 'all',
  ],
  fetchPage: (filter: RedemptionFilter, page: number) => getRedemptions(filter, page, PAGE_SIZE),
  sizeOf: (reply) => reply.size,
});

/** Desktop: one page at a time. */
export const useRedemptionsPage = redemptions.usePage;
/** Mobile: pages appended as the member scrolls. */
export const useRedemptionsInfinite = redemptions.useInfinite;
