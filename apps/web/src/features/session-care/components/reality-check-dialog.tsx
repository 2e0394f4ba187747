import { useId, useRef } from 'react';
import { useNow } from '../../../hooks/use-now.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDialogKeys } from '../../../hooks/use-dialog-keys.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { showAmount, signedMoney } from '../../../lib/money.ts';
import type { MemberSession } from '../api/get-member-session.ts';
import { sinceLogin, timeOf } from '../lib/schedule.ts';

/** The time since log-in is read off the clock while the message is open. */
const CLOCK_TICK_MS = 15_000;

/** "1 小时 5 分钟" or "45 分钟". */
export function useDuration(): (loginMs: number, nowMs: number) => string {
  const { t } = useTranslation();
  return (loginMs, nowMs) => {
    const { hours, minutes } = sinceLogin(loginMs, nowMs);
    return hours > 0
      ? t('care.duration.hoursMinutes', { hours, minutes })
      : t('care.duration.minutes', { minutes });
  };
}

/**
 * The reality check: how long the member has been logged in, what they staked and won or lost
 * since, and three ways on: continue (until the next check), log out, or see the bets. It is
 * modal: the page behind waits for an answer; Escape continues.
 */
export function RealityCheckDialog({
  session,
  refreshing,
  onContinue,
  onLogout,
  onHistory,
}: {
  session: MemberSession;
  /** The figures are being fetched again: the ones at hand may be minutes old. */
  refreshing: boolean;
  onContinue: () => void;
  onLogout: () => void;
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const site = useSiteConfig();
  const titleId = useId();
  const bodyId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const duration = useDuration();
  const now = useNow(true, CLOCK_TICK_MS);
  useDialogKeys(continueRef, onContinue);

  const symbol = site.data?.currency.symbol ?? '';
  const loginMs = timeOf(session.loginAt) ?? now;
  const staked = showAmount(session.staked);
  const net = signedMoney(session.net, symbol);
  const pending = '···';
  return (
    <div className={`care-backdrop care-${layout}`}>
      <div
        className="care-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <h2 id={titleId} className="care-title">
          {t('care.reality.title')}
        </h2>
        <p id={bodyId} className="care-elapsed">
          {t('care.reality.elapsed', { time: duration(loginMs, now) })}
        </p>
        <dl className="care-figures" aria-busy={refreshing}>
          <div>
            <dt>{t('care.reality.staked')}</dt>
            <dd className="care-amount">
              {refreshing || staked === '' ? pending : `${symbol}${staked}`}
            </dd>
          </div>
          <div>
            <dt>{t('care.reality.net')}</dt>
            <dd className={`care-amount is-${net.tone}`}>
              {refreshing || net.text === '' ? pending : net.text}
            </dd>
          </div>
        </dl>
        <p className="care-note">{t('care.reality.note')}</p>
        <div className="care-actions">
          <button
            ref={continueRef}
            type="button"
            className="button-primary care-continue"
            onClick={onContinue}
          >
            {t('care.reality.continue')}
          </button>
          <button type="button" className="button-secondary" onClick={onHistory}>
            {t('care.reality.history')}
          </button>
          <button type="button" className="button-secondary" onClick={onLogout}>
            {t('care.reality.logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
