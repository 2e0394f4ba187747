import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { StateBlock } from '../../../components/state-block.tsx';

// The paging of every record list (transactions, bets), written once.

/** Desktop: the total, previous and next, under a records table. */
export function RecordsPager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (update: (page: number) => number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t('finance.records.paging')}>
      <span className="muted">{t('finance.records.total', { total })}</span>
      <button
        type="button"
        className="button-secondary pager-button"
        disabled={page <= 1}
        onClick={() => onPage((p) => Math.max(1, p - 1))}
      >
        {t('finance.records.prev')}
      </button>
      <span aria-live="polite">{t('finance.records.page', { page, pages })}</span>
      <button
        type="button"
        className="button-secondary pager-button"
        disabled={page >= pages}
        onClick={() => onPage((p) => p + 1)}
      >
        {t('finance.records.next')}
      </button>
    </nav>
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
 * `children`; `emptyTitle` instead when there are none (`count` 0).
 */
export function RecordsScroll({
  query,
  count,
  emptyTitle,
  children,
}: {
  query: MoreQuery;
  count: number;
  emptyTitle: string;
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
      pullingText={t('finance.records.pull')}
      canReleaseText={t('finance.records.release')}
      refreshingText={t('finance.records.refreshing')}
      completeText={t('finance.records.refreshed')}
    >
      {count === 0 ? (
        <StateBlock kind="empty" title={emptyTitle} />
      ) : (
        <>
          {children}
          <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
            {(hasMore, failed, retry) => (
              <span className="record-list-end">
                {failed ? (
                  <button type="button" className="link-button" onClick={() => void retry()}>
                    {t('finance.records.loadFailed')}
                  </button>
                ) : hasMore ? (
                  t('common.loading')
                ) : (
                  t('finance.records.noMore')
                )}
              </span>
            )}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
