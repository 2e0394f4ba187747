import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { balanceRefresher } from '../lib/api/get-balance.ts';
import { currencySymbol, showAmount } from '../lib/money.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** The circular arrow of every "refresh" button (the header's balance, the assets page). */
export function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The frames' balance (UI.md: "the balance with a refresh icon and a deposit shortcut"): the
 * central wallet from the store, refreshed as the member moves between pages (throttled to 30 s,
 * spec §9) and at once with the refresh icon. Nothing while logged out.
 */
export function BalanceChip() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const balance = useSessionStore((s) => s.balance);
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (token) void balanceRefresher.run();
  }, [token, pathname]);

  if (!token) return null;

  async function refresh() {
    setBusy(true);
    try {
      await balanceRefresher.run(true);
    } finally {
      setBusy(false);
    }
  }

  const amount = balance ? showAmount(balance.central) : '';
  return (
    <div className="balance-chip">
      <span className="balance-amount">
        <span className="visually-hidden">{t('header.balance')} </span>
        {amount === '' ? (
          <span className="balance-placeholder" aria-hidden="true">
            ···
          </span>
        ) : (
          `${currencySymbol(balance?.currency)}${amount}`
        )}
      </span>
      <button
        type="button"
        className={`balance-refresh${busy ? ' is-busy' : ''}`}
        aria-label={t('header.refreshBalance')}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void refresh()}
      >
        <RefreshIcon />
      </button>
      <Link className="button-small button-small-primary balance-deposit" to="/finance/deposit">
        {t('header.deposit')}
      </Link>
    </div>
  );
}
