import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { RecordsPager } from '../../../components/records-paging.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessagesPage } from '../api/get-messages.ts';
import { detailPath, InboxToolbar, SelectionBar, UnreadDot } from './inbox-parts.tsx';
import { useMessageActions } from './use-message-actions.ts';
import { useSelection } from './use-selection.ts';

/** Desktop: a table with a tick per row, the bulk actions above it, and paging below. */
export function MessageTable() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMessagesPage(page);
  const list = query.data?.list ?? [];
  const selection = useSelection(list.map((m) => m.id));
  const actions = useMessageActions();
  // The last messages of the last page deleted: show the page before it.
  const pastTheEnd = page > 1 && query.isSuccess && !query.isPlaceholderData && list.length === 0;
  useEffect(() => {
    if (pastTheEnd) setPage((p) => Math.max(1, p - 1));
  }, [pastTheEnd]);

  if (query.isPending || pastTheEnd) return <SkeletonLines lines={8} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const { total, pages } = query.data;

  async function remove() {
    if (await actions.remove(selection.ids)) selection.clear();
  }

  async function read() {
    if (await actions.read(selection.ids)) selection.clear();
  }

  return (
    <div className="inbox inbox-desktop">
      <InboxToolbar total={total} busy={actions.busy} onReadAll={() => void actions.readAll()} />
      {list.length === 0 ? (
        <StateBlock
          kind="empty"
          title={t('messages.empty')}
          description={t('messages.emptyDesc')}
        />
      ) : (
        <>
          <SelectionBar
            selection={selection}
            busy={actions.busy}
            onRead={() => void read()}
            onDelete={() => void remove()}
          />
          <div className={`records-table-wrap${query.isPlaceholderData ? ' is-loading' : ''}`}>
            <table className="records-table message-table">
              <thead>
                <tr>
                  <th scope="col" className="is-check">
                    <span className="visually-hidden">{t('messages.selectAll')}</span>
                  </th>
                  <th scope="col">{t('messages.column.state')}</th>
                  <th scope="col">{t('messages.column.title')}</th>
                  <th scope="col">{t('messages.column.time')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('messages.column.action')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((message) => (
                  <tr key={message.id} className={message.read ? undefined : 'is-unread'}>
                    <td className="is-check">
                      <input
                        type="checkbox"
                        checked={selection.has(message.id)}
                        onChange={() => selection.toggle(message.id)}
                        aria-label={t('messages.selectOne', { title: message.title })}
                      />
                    </td>
                    <td className="is-state">
                      <UnreadDot read={message.read} />
                      <span aria-hidden="true">
                        {message.read ? t('messages.read') : t('messages.unread')}
                      </span>
                    </td>
                    <td className="is-title">
                      <Link to={detailPath(message)}>{message.title}</Link>
                    </td>
                    <td className="is-time">{formatDateTime(message.createdAt, i18n.language)}</td>
                    <td>
                      <Link
                        to={detailPath(message)}
                        aria-label={t('messages.openOf', { title: message.title })}
                      >
                        {t('messages.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <RecordsPager
              texts="messages"
              page={page}
              pages={pages}
              total={total}
              onPage={(next) => {
                selection.clear();
                setPage(next);
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}
