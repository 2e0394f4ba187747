import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { RefreshIcon } from '../../../components/balance-chip.tsx';
import { MEMBER_MENU } from '../../../components/member-menu.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import './center.css';

const HIDE_KEY = 'center.hideBalance';
const QUICK = ['/finance/deposit', '/finance/withdraw', '/finance/transfer', '/finance/myAssets'];
/** The entry that carries the unread badge. */
const MESSAGES: string = '/user/message';

/** Spec §3: `qq` carries the avatar URL. Only http(s) images are shown; else the initial. */
function avatarUrl(qq: unknown): string | undefined {
  if (typeof qq !== 'string') return undefined;
  try {
    const url = new URL(qq);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      {open ? (
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      ) : (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The member centre: who the member is (avatar, name, VIP level), the central balance with
 * refresh and hide, the four money shortcuts, and (on a phone; a desktop has the account menu
 * beside it) every member page that exists, the messages entry with its unread count. Entries come
 * from the member menu, so a page joins here when it joins the menu. `lastLogin` (from
 * features/session-care, given by the page) says when and on what the member last logged in.
 */
export function MemberCenter({
  onLogout,
  lastLogin,
}: {
  onLogout: () => Promise<void>;
  lastLogin?: ReactNode;
}) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const info = useSessionStore((s) => s.memberInfo);
  const balance = useSessionStore((s) => s.balance);
  const unread = useSessionStore((s) => s.unread);
  const [hidden, setHidden] = useState(readHidden);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void balanceRefresher.run();
  }, []);

  function toggleHidden() {
    setHidden((was) => {
      try {
        localStorage.setItem(HIDE_KEY, was ? '0' : '1');
      } catch {
        // remembered for this visit only
      }
      return !was;
    });
  }

  async function refresh() {
    setBusy(true);
    try {
      await balanceRefresher.run(true);
    } finally {
      setBusy(false);
    }
  }

  const name = info?.username ?? '';
  const avatar = avatarUrl(info?.qq);
  const amount = balance ? showAmount(balance.central) : '';
  const quick = QUICK.flatMap((to) => MEMBER_MENU.filter((m) => m.to === to));
  const entries = MEMBER_MENU.filter((m) => !QUICK.includes(m.to));
  return (
    <div className="member-center">
      <section className="center-card" aria-label={t('account.center.profile')}>
        <div className="center-who">
          {avatar ? (
            <img className="center-avatar" src={avatar} alt="" />
          ) : (
            <span className="center-avatar" aria-hidden="true">
              {name.slice(0, 1).toUpperCase() || '·'}
            </span>
          )}
          <div>
            <p className="center-name">{name || t('header.myAccount')}</p>
            <span className="center-vip">VIP{info?.vipLevel ?? 0}</span>
            {lastLogin}
          </div>
        </div>
        <div className="center-balance">
          <span className="center-balance-label">{t('account.center.central')}</span>
          <span className="center-balance-amount" aria-live="polite">
            {hidden
              ? '******'
              : amount === ''
                ? '···'
                : `${currencySymbol(balance?.currency)}${amount}`}
          </span>
          <button
            type="button"
            className="icon-button"
            onClick={toggleHidden}
            aria-pressed={hidden}
            aria-label={t(hidden ? 'account.center.show' : 'account.center.hide')}
          >
            <EyeIcon open={!hidden} />
          </button>
          <button
            type="button"
            className={`icon-button${busy ? ' is-spinning' : ''}`}
            onClick={() => void refresh()}
            disabled={busy}
            aria-label={t('header.refreshBalance')}
          >
            <RefreshIcon />
          </button>
        </div>
        <nav className="center-quick" aria-label={t('account.center.quick')}>
          {quick.map((entry) => (
            <Link key={entry.to} to={entry.to}>
              {t(entry.labelKey)}
            </Link>
          ))}
        </nav>
      </section>
      {/* On a desktop the account menu beside the page lists them already. */}
      {layout === 'mobile' && (
        <nav className="center-entries" aria-label={t('account.center.pages')}>
          <ul>
            {entries.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to}>
                  <span>{t(entry.labelKey)}</span>
                  {entry.to === MESSAGES && unread > 0 && (
                    <span
                      className="center-badge"
                      aria-label={t('account.center.unread', { count: unread })}
                    >
                      {unread > 99 ? '99+' : unread}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <button
        type="button"
        className="button-secondary center-logout"
        onClick={() => void onLogout()}
      >
        {t('header.logout')}
      </button>
    </div>
  );
}
