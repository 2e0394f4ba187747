import type { ComponentType, ReactNode } from 'react';
import type { DatePreset } from '@kirin/contract';

/**
 * The pieces every records page shares (date-range presets, the desktop pager, the mobile scroll
 * with pull to refresh). They belong to features/records; features do not import each other, so
 * the page hands them in.
 */
export type RecordParts = {
  RangeChips: ComponentType<{ preset: DatePreset; onPreset: (preset: DatePreset) => void }>;
  Pager: ComponentType<{
    page: number;
    pages: number;
    total: number;
    onPage: (update: (page: number) => number) => void;
  }>;
  Scroll: ComponentType<{
    query: {
      hasNextPage: boolean;
      refetch: () => Promise<unknown>;
      fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
    };
    count: number;
    emptyTitle: string;
    children: ReactNode;
  }>;
};
