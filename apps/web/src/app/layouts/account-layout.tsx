import './account-pages.css';
import './member-pages.css';
import '../../components/state-tag.css';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink, Outlet } from 'react-router';
import { MEMBER_MENU } from '../../components/member-menu.ts';
import { MESSAGES_PATH, UnreadBadge } from '../../components/unread-badge.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { activeLinkClass } from '../nav.ts';

/** The member centre, first in the desktop account menu: the overview the other pages hang off. */
const CENTER_PATH = '/app/center';
import { usePageHandle } from '../page-handle.ts';
import { PageLoading } from '../page-loading.tsx';

/**
 * The member's own pages. They need a session (the route's loader sends visitors to log in; a
 * session that ends here shows nothing while the app moves on). Mobile: the page frame around it
 * gives the top bar. Desktop: an account menu on the left, the page on the right; the member
 * centre is one of these pages there.
 */
export function Component() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.memberInfo?.username);
  const handle = usePageHandle();
  if (!token) return null;
  if (layout === 'mobile') return <Outlet />;
  const title = handle ? t(handle.labelKey) : '';
  const parent = handle?.backTo ?? handle?.back;
  return (
    <div className="account-layout">
      <nav className="account-nav" aria-label={t('header.accountMenu', { name: username ?? '' })}>
        {username && <p className="account-nav-name">{username}</p>}
        <NavLink to={CENTER_PATH} className={activeLinkClass} end>
          {t('nav.center')}
        </NavLink>
        {MEMBER_MENU.map((entry) => (
          <NavLink key={entry.to} to={entry.to} className={activeLinkClass}>
            {t(entry.labelKey)}
            {entry.to === MESSAGES_PATH && <UnreadBadge />}
          </NavLink>
        ))}
      </nav>
      <section className="desk-card account-main" aria-labelledby="page-title">
        <div className="desk-card-head">
          {parent && (
            <Link className="desk-back" to={parent} replace={Boolean(handle?.backTo)}>
              ‹ {t('common.back')}
            </Link>
          )}
          <h1 id="page-title" className="desk-card-title">
            {title}
          </h1>
        </div>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
