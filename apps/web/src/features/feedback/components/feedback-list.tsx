import './feedback.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useFeedbackList } from '../api/get-feedback-list.ts';
import { STATE_TONE, useStateLabel, useTypeLabel } from './feedback-labels.ts';

/** `/user/feedbackList`: the member's threads as cards with a state badge, newest first. */
export function FeedbackList() {
  const { t, i18n } = useTranslation();
  const typeLabel = useTypeLabel();
  const stateLabel = useStateLabel();
  const query = useFeedbackList();

  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const threads = query.data.pages.flatMap((page) => page.list);
  if (threads.length === 0) {
    return (
      <StateBlock kind="empty" title={t('feedback.empty')}>
        <Link className="button-primary" to="/user/feedback">
          {t('feedback.emptyAction')}
        </Link>
      </StateBlock>
    );
  }
  return (
    <div className="fb-list">
      <ul>
        {threads.map((thread) => (
          <li key={thread.id}>
            <Link className="fb-card" to={`/user/feedbackDetail?id=${thread.id}`}>
              <span className="fb-card-head">
                <span className="fb-card-type">{typeLabel(thread.type)}</span>
                <span className={STATE_TONE[thread.state]}>{stateLabel(thread.state)}</span>
              </span>
              <span className="fb-card-excerpt">{thread.excerpt}</span>
              <span className="fb-card-foot">
                <span>{formatDateTime(thread.updatedAt, i18n.language)}</span>
                <span>
                  {thread.replies > 0
                    ? t('feedback.replies', { count: thread.replies })
                    : t('feedback.noReplies')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button-secondary fb-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common.loading') : t('feedback.loadMore')}
        </button>
      )}
    </div>
  );
}
