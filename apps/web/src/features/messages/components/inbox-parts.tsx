import { useTranslation } from '../../../i18n/use-translation.ts';
import type { MemberMessage } from '@kirin/contract';
import { useSessionStore } from '../../../stores/session-store.ts';
import type { Selection } from './use-selection.ts';

export const detailPath = (message: MemberMessage) => `/user/message/detail?id=${message.id}`;

/** The first line of the body, for the list: the whole text is on the message's own page. */
export const snippet = (body: string) => body.split('\n', 1)[0] ?? '';

/** Above the inbox: how many there are and how many unread, read all, and (phones) edit. */
export function InboxToolbar({
  total,
  busy,
  onReadAll,
  editing,
  onEdit,
}: {
  total: number;
  busy: boolean;
  onReadAll: () => void;
  /** Phones only: the edit switch; desktop tables always have their ticks. */
  editing?: boolean;
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const unread = useSessionStore((s) => s.unread);
  return (
    <div className="inbox-toolbar">
      <span className="muted inbox-summary" aria-live="polite">
        {t('messages.summary', { total, unread })}
      </span>
      <button
        type="button"
        className="link-button"
        disabled={busy || unread === 0}
        onClick={onReadAll}
      >
        {t('messages.markAllRead')}
      </button>
      {onEdit && total > 0 && (
        <button type="button" className="link-button" aria-pressed={editing} onClick={onEdit}>
          {editing ? t('messages.done') : t('messages.edit')}
        </button>
      )}
    </div>
  );
}

/** The bulk actions on the ticked messages: tick all shown, mark read, delete. */
export function SelectionBar({
  selection,
  busy,
  onRead,
  onDelete,
  className = '',
}: {
  selection: Selection;
  busy: boolean;
  onRead: () => void;
  onDelete: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const none = selection.ids.length === 0;
  return (
    <div className={`selection-bar ${className}`} role="toolbar" aria-label={t('messages.actions')}>
      <label className="selection-all">
        <input type="checkbox" checked={selection.allPicked} onChange={selection.toggleAll} />
        {t('messages.selectAll')}
      </label>
      <span className="muted selection-count" aria-live="polite">
        {t('messages.selected', { count: selection.ids.length })}
      </span>
      <button
        type="button"
        className="button-secondary selection-button"
        disabled={busy || none}
        onClick={onRead}
      >
        {t('messages.markRead')}
      </button>
      <button
        type="button"
        className="button-secondary selection-button is-danger"
        disabled={busy || none}
        onClick={onDelete}
      >
        {t('messages.delete')}
      </button>
    </div>
  );
}

/** The unread mark: a dot, and the word for screen readers. */
export function UnreadDot({ read }: { read: boolean }) {
  const { t } = useTranslation();
  if (read) return <span className="message-dot is-read" aria-hidden="true" />;
  return <span className="message-dot" role="img" aria-label={t('messages.unread')} />;
}
