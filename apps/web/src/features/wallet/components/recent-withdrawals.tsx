import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Withdrawal } from '@kirin/contract';
import { SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount, showPrecise } from '../../../lib/money.ts';
import { useLatestWithdrawal, useWithdrawals } from '../api/get-withdrawals.ts';
import { WithdrawalCoinTerms } from './coin-quote.tsx';
import {
  useWithdrawalStateLabel,
  WITHDRAWAL_TONE,
  WithdrawalTimeline,
} from './withdrawal-timeline.tsx';

/** An opened row asks for that withdrawal again, so the timeline is the latest one. */
function LiveTimeline({ known }: { known: Withdrawal }) {
  const withdrawal = useLatestWithdrawal(known);
  return (
    <>
      {withdrawal.coin && (
        <WithdrawalCoinTerms coin={withdrawal.coin} currency={withdrawal.currency} />
      )}
      <WithdrawalTimeline withdrawal={withdrawal} />
    </>
  );
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const stateLabel = useWithdrawalStateLabel();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="withdrawal-row">
      <button
        type="button"
        className="withdrawal-summary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="withdrawal-main">
          <span className="withdrawal-amount">{showAmount(item.amount)}</span>
          <span className="withdrawal-meta">{item.account.label}</span>
          {item.coin && (
            <span className="withdrawal-meta">
              {t('coins.terms.rowReceive', { usdt: showPrecise(item.coin.receive) })}
            </span>
          )}
          <span className="withdrawal-meta">{formatDateTime(item.createdAt, i18n.language)}</span>
        </span>
        <span className={WITHDRAWAL_TONE[item.state]}>{stateLabel(item.state)}</span>
        <span className="visually-hidden">
          {open ? t('finance.withdrawal.hideTimeline') : t('finance.withdrawal.showTimeline')}
        </span>
        <svg
          className={`withdrawal-chevron${open ? ' is-open' : ''}`}
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="withdrawal-panel">
        {open && <LiveTimeline known={item} />}
      </div>
    </li>
  );
}

/** The member's recent withdrawals with their state; a row opens to show its timeline. */
export function RecentWithdrawals() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useWithdrawals();
  return (
    <section className="wallet-section" aria-labelledby="recent-withdrawals">
      <h2 id="recent-withdrawals" className="wallet-section-title">
        {t('finance.withdrawal.recent')}
      </h2>
      {isPending && <SkeletonLines lines={3} />}
      {isError && (
        <p className="muted">
          {t('account.error.load')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {data?.length === 0 && <p className="wallet-empty muted">{t('finance.withdrawal.empty')}</p>}
      {data && data.length > 0 && (
        <ul className="entry-list">
          {data.map((item) => (
            <WithdrawalRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
