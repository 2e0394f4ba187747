import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { MEMBER_MENU } from './member-menu.ts';
import { MESSAGES_PATH, UnreadBadge } from './unread-badge.tsx';

/** The frames' account area: "登录 / 注册" when logged out, the account menu when logged in. */
export function AccountEntry({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.memberInfo?.username);
  if (!token) return <AuthButtons />;
  return <AccountMenu name={username || t('header.myAccount')} onLogout={onLogout} />;
}

function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  // A dot on the closed menu says there is something to read inside it.
  const hasUnread = useSessionStore((s) => s.unread > 0);

  // Any navigation closes it.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name })}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="account-avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
          {hasUnread && <span className="unread-dot" />}
        </span>
        <span className="account-name">{name}</span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <div className="account-menu-list" id={menuId} role="menu" aria-label={name}>
          {MEMBER_MENU.map((entry) => (
            <Link key={entry.to} role="menuitem" to={entry.to}>
              {t(entry.labelKey)}
              {entry.to === MESSAGES_PATH && <UnreadBadge />}
            </Link>
          ))}
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {t('header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
