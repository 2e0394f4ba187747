import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { dateRangePreset, type DatePreset } from '@kirin/contract';

/**
 * A preset's bounds (spec §4, in the site's business time zone), fixed when the member picks it
 * so that every page of one list, and an export, cover the same range; none for "all".
 */
export function presetBounds(preset: DatePreset): { startTime?: string; endTime?: string } {
  const range = dateRangePreset(preset);
  return range.startTime !== '' ? { startTime: range.startTime, endTime: range.endTime } : {};
}

/** What every paged list answers, besides its rows. */
type PageReply = { readonly page: number; readonly total: number };

/** How many pages of `size` hold `total` records: at least one. */
const pageCount = (total: number, size: number) =>
  Math.max(1, Math.ceil(total / Math.max(size, 1)));

/** An infinite list's next page, or none once `total` records have been loaded. */
export const nextPageParam =
  <P extends { page: number; total: number }>(sizeOf: (reply: P) => number) =>
  (last: P): number | undefined =>
    last.page * sizeOf(last) < last.total ? last.page + 1 : undefined;

/**
 * The two ways a records list is read, written once: desktop one page at a time (the previous
 * page stays on screen while the next one loads), mobile pages appended as the member scrolls.
 * `sizeOf` reads the page size the server answered with (`size` in most lists); a desktop page
 * comes with its number of `pages` worked out from it.
 */
export function pagedList<F, P extends PageReply>({
  key,
  filterKey,
  fetchPage,
  sizeOf,
}: {
  key: QueryKey;
  filterKey: (filter: F) => readonly unknown[];
  fetchPage: (filter: F, page: number) => Promise<P>;
  sizeOf: (reply: P) => number;
}) {
  const withPages = (reply: P) => ({ ...reply, pages: pageCount(reply.total, sizeOf(reply)) });
  return {
    usePage: (filter: F, page: number) =>
      useQuery(
        queryOptions({
          queryKey: [...key, 'page', ...filterKey(filter), page],
          queryFn: () => fetchPage(filter, page),
          placeholderData: keepPreviousData,
          select: withPages,
        }),
      ),
    useInfinite: (filter: F) =>
      useInfiniteQuery({
        queryKey: [...key, 'infinite', ...filterKey(filter)],
        queryFn: ({ pageParam }) => fetchPage(filter, pageParam),
        initialPageParam: 1,
        getNextPageParam: nextPageParam(sizeOf),
      }),
  };
}
