import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from './api.ts';

/**
 * A list read page by page from the server with the operator's filters: what a queue's table
 * needs. The previous page stays on screen while the next loads.
 */
export function usePagedList<T, F extends object>(
  key: string,
  fetch: (filter: F, page: number, size: number) => Promise<Page<T>>,
  initial: F,
) {
  const [filter, setFilterState] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const query = useQuery({
    queryKey: [key, filter, page, size],
    queryFn: () => fetch(filter, page, size),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    filter,
    /** Another page of the same filter, outside the table (an export reads them all). */
    fetchPage: (atPage: number, atSize: number) => fetch(filter, atPage, atSize),
    setFilter: (next: F) => {
      setFilterState(next);
      setPage(1);
    },
    /** The server's order (a sortable column's key, `-` first for descending); the first page. */
    sort: (filter as { sort?: string }).sort,
    setSort: (sort: string | undefined) => {
      setFilterState({ ...filter, sort });
      setPage(1);
    },
    pagination: {
      current: page,
      pageSize: size,
      total: query.data?.total ?? 0,
      showSizeChanger: true,
      onChange: (nextPage: number, nextSize: number) => {
        setPage(nextSize === size ? nextPage : 1);
        setSize(nextSize);
      },
    },
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T, object>>;
