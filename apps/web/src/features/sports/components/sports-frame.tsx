import './sports.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useSportsLive } from '../api/sports-live.ts';
import { useSlipStore } from '../stores/slip-store.ts';
import { BetSlip } from './bet-slip.tsx';

/** Between the matches and the member's own bets, at the top of every sports page. */
function SportsNav() {
  const { t } = useTranslation();
  const links = [
    { to: '/sports', label: t('sports.nav.events'), end: true },
    { to: '/sports/bets', label: t('sports.nav.myBets'), end: false },
  ];
  return (
    <nav className="sports-nav" aria-label={t('sports.nav.label')}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.end}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * A sports page with its bet slip: beside the page on a desktop, behind a bar at the bottom of a
 * phone's screen that opens it as a sheet. Keeps the live stream open while shown.
 */
export function SportsFrame({ children, back }: { children: ReactNode; back?: boolean }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const count = useSlipStore((s) => s.picks.length);
  const signedIn = useSessionStore((s) => s.token !== null);
  const [open, setOpen] = useState(false);
  useSportsLive();
  useEffect(() => {
    if (signedIn) void balanceRefresher.run();
  }, [signedIn]);

  if (layout === 'desktop')
    return (
      <div className="sports-page is-desktop">
        <div className="sports-main">
          <h1 className="sports-title">
            {back ? <Link to="/sports">{t('sports.title')}</Link> : t('sports.title')}
          </h1>
          <SportsNav />
          {children}
        </div>
        <aside className="sports-aside">
          <BetSlip />
        </aside>
      </div>
    );
  return (
    <div className="sports-page is-mobile">
      <div className="sports-main">
        <SportsNav />
        {children}
      </div>
      {open && (
        <div
          className="slip-sheet-backdrop"
          onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        >
          <div
            className="slip-sheet"
            role="dialog"
            aria-modal="true"
            aria-label={t('sports.slip.title')}
          >
            <button type="button" className="slip-sheet-close" onClick={() => setOpen(false)}>
              {t('sports.slip.close')}
            </button>
            <BetSlip />
          </div>
        </div>
      )}
      <button
        type="button"
        className={`slip-bar${count > 0 ? ' has-picks' : ''}`}
        onClick={() => setOpen(true)}
      >
        {t('sports.slip.open', { n: count })}
      </button>
    </div>
  );
}
