import './records.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { LoadError, SkeletonLines, StateBlock } from './state-block.tsx';

// The frame of every record list (transactions, bets, rewards; the inbox's pager), written once.
// Its texts are the wallet's records texts (the `finance` part), unless `texts` names others.

/** Desktop: the total, previous and next, under a table; `texts` is the key prefix of its words. */
export function RecordsPager({
  page,
  pages,
  total,
  onPage,
  texts = 'finance.records',
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
  texts?: string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t(`${texts}.paging`)}>
      <span className="muted">{t(`${texts}.total`, { total })}</span>
      <button
        type="button"
        className="button-secondary pager-button"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {t(`${texts}.prev`)}
      </button>
      <span aria-live="polite">{t(`${texts}.page`, { page, pages })}</span>
      <button
        type="button"
        className="button-secondary pager-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t(`${texts}.next`)}
      </button>
    </nav>
  );
}

/** What RecordsTable needs of a page query. */
type PageQuery<P> = {
  refetch: () => unknown;
  isPlaceholderData: boolean;
} & (
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; data: P | undefined }
  | { isPending: false; isError: false; data: P }
);

/**
 * Desktop: a records table with paging (UI.md "records as tables with paging"): a skeleton while
 * the first page loads, a retry when it fails, `emptyTitle` when there are no records at all;
 * else `children` draws the table of the page, dimmed while the next page loads. The page keys
 * its table by the filter, so another filter starts again at page 1.
 */
export function RecordsTable<
  P extends { readonly list: readonly unknown[]; total: number; pages: number },
>({
  query,
  page,
  onPage,
  emptyTitle,
  children,
}: {
  query: PageQuery<P>;
  page: number;
  onPage: (page: number) => void;
  emptyTitle: string;
  children: (reply: P) => ReactNode;
}) {
  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const reply = query.data;
  if (reply.list.length === 0 && page === 1) return <StateBlock kind="empty" title={emptyTitle} />;
  return (
    <div className={`records-table-wrap${query.isPlaceholderData ? ' is-loading' : ''}`}>
      {children(reply)}
      <RecordsPager page={page} pages={reply.pages} total={reply.total} onPage={onPage} />
    </div>
  );
}

/** What RecordsScroll needs of a loaded infinite query. */
type MoreQuery = {
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isFetchNextPageError: boolean; error: unknown }>;
};

/**
 * Mobile: pull to refresh, and more records appended as the member scrolls to the end of
 * `children`; `emptyTitle` instead when there are none (`count` 0). `texts` as for RecordsPager.
 */
export function RecordsScroll({
  query,
  count,
  emptyTitle,
  emptyDescription,
  texts = 'finance.records',
  children,
}: {
  query: MoreQuery;
  count: number;
  emptyTitle: string;
  emptyDescription?: string;
  texts?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();

  async function loadMore() {
    const result = await query.fetchNextPage();
    // InfiniteScroll shows its retry when loading fails, which it learns from a rejection.
    if (result.isFetchNextPageError) throw result.error;
  }

  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={t(`${texts}.pull`)}
      canReleaseText={t(`${texts}.release`)}
      refreshingText={t(`${texts}.refreshing`)}
      completeText={t(`${texts}.refreshed`)}
    >
      {count === 0 ? (
        <StateBlock kind="empty" title={emptyTitle} description={emptyDescription} />
      ) : (
        <>
          {children}
          <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className="record-list-end">
                {failed ? (
                  <button type="button" className="link-button" onClick={() => void retry()}>
                    {t(`${texts}.loadFailed`)}
                  </button>
                ) : hasMore ? (
                  t('common.loading')
                ) : (
                  t(`${texts}.noMore`)
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
