import './wallet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { DepositState } from '@kirin/contract';
import { CopyButton } from '../../../components/copy-button.tsx';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { useDepositOrder } from '../api/get-deposit-order.ts';
import { WALLET } from '../api/keys.ts';
import { DepositInstructionsView } from './deposit-instructions.tsx';
import { PaidClaim } from './paid-claim.tsx';

const TONE: Record<DepositState, string> = {
  creating: 'state-tag is-pending',
  pending: 'state-tag is-pending',
  credited: 'state-tag is-success',
  rejected: 'state-tag is-danger',
  expired: 'state-tag is-muted',
  failed: 'state-tag is-muted',
};

function useStateLabel() {
  const { t } = useTranslation();
  return (state: DepositState): string => {
    switch (state) {
      case 'creating':
        return t('finance.info.state.creating');
      case 'pending':
        return t('finance.info.state.pending');
      case 'credited':
        return t('finance.info.state.credited');
      case 'rejected':
        return t('finance.info.state.rejected');
      case 'expired':
        return t('finance.info.state.expired');
      case 'failed':
        return t('finance.info.state.failed');
    }
  };
}

function Missing() {
  const { t } = useTranslation();
  return (
    <StateBlock kind="missing" title={t('finance.info.missing')}>
      <Link className="button-secondary" to="/finance/deposit" replace>
        {t('finance.info.again')}
      </Link>
    </StateBlock>
  );
}

/** `/finance/deposit/info?id=`: the order, how to pay it, and its state as it changes. */
export function DepositOrderView({ id }: { id: string }) {
  return id === '' ? <Missing /> : <OrderView id={id} />;
}

function OrderView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const order = useDepositOrder(id);
  const stateLabel = useStateLabel();
  const state = order.data?.state;
  const seen = useRef<DepositState | undefined>(undefined);

  useEffect(() => {
    // Credited while the member watched: the header's balance and the asset page are stale.
    if (seen.current === 'pending' && state === 'credited') {
      void balanceRefresher.run(true);
      void client.invalidateQueries({ queryKey: WALLET });
    }
    seen.current = state;
  }, [client, state]);

  if (order.isPending) return <SkeletonLines lines={8} />;
  if (order.isError) {
    if (order.error instanceof ApiRefusal && order.error.code === 'NOT_FOUND') return <Missing />;
    return <LoadError onRetry={order.refetch} />;
  }

  const data = order.data;
  const lang = i18n.language;
  return (
    <div className="deposit-order">
      <section className="order-head" aria-label={t('finance.info.summary')}>
        <span className={TONE[data.state]}>{stateLabel(data.state)}</span>
        <p className="order-amount">
          <span className="order-currency">{currencySymbol(data.currency)}</span>
          {showAmount(data.amount)}
        </p>
        {data.state === 'creating' && (
          <p className="muted" role="status">
            {t('finance.info.creatingHint')}
          </p>
        )}
        {data.state === 'pending' && (
          <p className="muted" role="status">
            {t('finance.info.pendingHint')}
          </p>
        )}
        {data.state === 'failed' && (
          <p className="order-note" role="status">
            {t('finance.info.failedHint')}
          </p>
        )}
        {data.state === 'credited' && (
          <p className="order-note is-success" role="status">
            {t('finance.info.creditedHint')}
          </p>
        )}
        {data.state === 'rejected' && (
          <p className="order-note is-danger" role="status">
            {data.reason
              ? t('finance.info.rejectedHint', { reason: data.reason })
              : t('finance.info.rejectedNoReason')}
          </p>
        )}
        {data.state === 'expired' && (
          <p className="order-note" role="status">
            {t('finance.info.expiredHint')}
          </p>
        )}
      </section>
      {data.state === 'pending' && (
        <section className="wallet-section" aria-labelledby="pay-title">
          <h2 id="pay-title" className="wallet-section-title">
            {t('finance.info.payTitle')}
          </h2>
          <DepositInstructionsView instructions={data.instructions} currency={data.currency} />
          {data.instructions.kind === 'bank' && <PaidClaim order={data} />}
        </section>
      )}
      <EntryList label={t('finance.info.details')}>
        <EntryRow
          label={t('finance.info.orderId')}
          value={
            <span className="entry-copy">
              {data.id}
              <CopyButton text={data.id} label={t('finance.info.orderId')} />
            </span>
          }
        />
        <EntryRow label={t('finance.info.channel')} value={data.channelName} />
        <EntryRow
          label={t('finance.info.createdAt')}
          value={formatDateTime(data.createdAt, lang)}
        />
        {data.creditedAt && (
          <EntryRow
            label={t('finance.info.creditedAt')}
            value={formatDateTime(data.creditedAt, lang)}
          />
        )}
      </EntryList>
      <div className="wallet-actions">
        <Link className="button-secondary" to="/finance/deposit">
          {t('finance.info.again')}
        </Link>
        <Link className="button-secondary" to="/user/transactionRecord">
          {t('finance.info.records')}
        </Link>
      </div>
    </div>
  );
}
