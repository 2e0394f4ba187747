import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { MemberMessage } from '@kirin/contract';
import { RecordsScroll } from '../../../components/records-paging.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMessagesInfinite } from '../api/get-messages.ts';
import { detailPath, InboxToolbar, SelectionBar, snippet, UnreadDot } from './inbox-parts.tsx';
import { useMessageActions } from './use-message-actions.ts';
import { useSelection, type Selection } from './use-selection.ts';

function MessageRow({
  message,
  selection,
}: {
  message: MemberMessage;
  selection: Selection | undefined;
}) {
  const { t, i18n } = useTranslation();
  const content = (
    <>
      <UnreadDot read={message.read} />
      <span className="message-main">
        <span className="message-title">{message.title}</span>
        <span className="message-snippet">{snippet(message.body)}</span>
      </span>
      <span className="message-time">{formatDateTime(message.createdAt, i18n.language)}</span>
    </>
  );
  const unread = message.read ? '' : ' is-unread';
  // While editing, a tap ticks the row instead of opening it.
  if (selection) {
    return (
      <li>
        <label className={`message-row${unread}`}>
          <input
            type="checkbox"
            className="message-check"
            checked={selection.has(message.id)}
            onChange={() => selection.toggle(message.id)}
            aria-label={t('messages.selectOne', { title: message.title })}
          />
          {content}
        </label>
      </li>
    );
  }
  return (
    <li>
      <Link className={`message-row${unread}`} to={detailPath(message)}>
        {content}
      </Link>
    </li>
  );
}

/** Phones: cards appended as the member scrolls, pull to refresh, an edit mode to tick several. */
export function MessageList() {
  const { t } = useTranslation();
  const query = useMessagesInfinite();
  const [editing, setEditing] = useState(false);
  const messages = query.data?.pages.flatMap((page) => page.list) ?? [];
  const selection = useSelection(messages.map((m) => m.id));
  const actions = useMessageActions();

  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const total = query.data.pages.at(-1)?.total ?? 0;

  async function remove() {
    if (await actions.remove(selection.ids)) selection.clear();
  }

  async function read() {
    if (await actions.read(selection.ids)) selection.clear();
  }

  return (
    <div className={`inbox inbox-mobile${editing ? ' is-editing' : ''}`}>
      <InboxToolbar
        total={total}
        busy={actions.busy}
        onReadAll={() => void actions.readAll()}
        editing={editing}
        onEdit={() => {
          setEditing((was) => !was);
          selection.clear();
        }}
      />
      <RecordsScroll
        texts="messages"
        query={query}
        count={messages.length}
        emptyTitle={t('messages.empty')}
        emptyDescription={t('messages.emptyDesc')}
      >
        <ul className="entry-list message-list">
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              selection={editing ? selection : undefined}
            />
          ))}
        </ul>
      </RecordsScroll>
      {editing && messages.length > 0 && (
        <SelectionBar
          className="is-pinned"
          selection={selection}
          busy={actions.busy}
          onRead={() => void read()}
          onDelete={() => void remove()}
        />
      )}
    </div>
  );
}
