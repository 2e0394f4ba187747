import './messages.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessage } from '../api/get-message.ts';
import { useMessageActions } from './use-message-actions.ts';

const LIST = '/user/message';

function Missing() {
  const { t } = useTranslation();
  return (
    <StateBlock kind="missing" title={t('messages.missing')}>
      <Link className="button-secondary" to={LIST} replace>
        {t('messages.backToList')}
      </Link>
    </StateBlock>
  );
}

/** `/user/message/detail?id=`: one message in full; opening it reads it. */
export function MessageDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const actions = useMessageActions();
  const valid = /^[1-9]\d{0,15}$/.test(id);
  const { data, isPending, isError, error, refetch } = useMessage(valid ? id : '');

  if (!valid) return <Missing />;
  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) {
    // NOT_FOUND is also the answer for someone else's message (API.md): one text for both.
    if (error instanceof ApiRefusal && error.code === 'NOT_FOUND') return <Missing />;
    return <LoadError onRetry={refetch} />;
  }

  const messageId = data.id;
  async function remove() {
    if (await actions.remove([messageId])) void navigate(LIST, { replace: true });
  }

  return (
    <article className="message-detail" aria-labelledby="message-title">
      <header className="message-detail-head">
        <h2 id="message-title" className="message-detail-title">
          {data.title}
        </h2>
        <time className="muted message-detail-time" dateTime={data.createdAt}>
          {formatDateTime(data.createdAt, i18n.language)}
        </time>
      </header>
      <div className="message-detail-body">{data.body}</div>
      <div className="message-detail-actions">
        <Link className="button-primary" to={LIST}>
          {t('messages.backToList')}
        </Link>
        <button
          type="button"
          className="button-secondary is-danger"
          disabled={actions.busy}
          onClick={() => void remove()}
        >
          {t('messages.delete')}
        </button>
      </div>
    </article>
  );
}
