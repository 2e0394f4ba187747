import type { BetRecordPage, BetState, DatePreset } from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { pagedList, presetBounds } from '../../../lib/api/paged-list.ts';
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
  return {
    ...presetBounds(preset),
    ...(venue !== 'all' ? { venue } : {}),
    ...(state !== 'all' ? { state } : {}),
  };
}

export const BETS_PAGE_SIZE = 20;

export const getBets = (filter: BetFilter, page: number, size = BETS_PAGE_SIZE) =>
  apiData<BetRecordPage>('/findmed/v1/records/bets', { body: { ...filter, page, size } });

const bets = pagedList({
  key: [...ME, 'records', 'bets'],
  filterKey: (filter: BetFilter) => [
    filter.startTime ?? '',
    filter.endTime ?? '',
    filter.venue ?? 'all',
    filter.state ?? 'all',
  ],
  fetchPage: (filter: BetFilter, page: number) => getBets(filter, page),
  sizeOf: (reply) => reply.size,
});

/** Desktop: one page at a time. */
export const useBetsPage = bets.usePage;
/** Mobile: pages appended as the member scrolls. */
export const useBetsInfinite = bets.useInfinite;
