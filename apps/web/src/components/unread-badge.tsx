import { useTranslation } from '../i18n/use-translation.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** The member's unread message count from the session store, on menu entries; nothing at 0. */
export function UnreadBadge({ className = 'unread-badge' }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useSessionStore((s) => s.unread);
  if (unread <= 0) return null;
  return (
    <span className={className} aria-label={t('header.unread', { count: unread })}>
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** The menu entry that carries the unread count. */
export const MESSAGES_PATH = '/user/message';
