import '../../../components/records.css';
import './redemptions.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button.tsx';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';
import { useRedemption } from '../api/get-redemption.ts';
import { RewardAmount } from './redemption-list.tsx';
import { useRewardKind, useRewardName } from './reward-labels.ts';

function Missing() {
  const { t } = useTranslation();
  return (
    <StateBlock kind="missing" title={t('vip.record.missing')}>
      <Link className="button-secondary" to="/user/redemptionRecord" replace>
        {t('vip.record.backToList')}
      </Link>
    </StateBlock>
  );
}

function Detail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useRewardKind();
  const name = useRewardName();
  const { data, isPending, isError, error, refetch } = useRedemption(id);

  if (isPending) return <SkeletonLines lines={8} />;
  if (isError) {
    // NOT_FOUND is also the answer for someone else's record (API.md): one message for both.
    if (error instanceof ApiRefusal && error.code === 'NOT_FOUND') return <Missing />;
    return <LoadError onRetry={refetch} />;
  }
  return (
    <div className="redemption-detail">
      <section className="detail-head" aria-label={t('vip.record.summary')}>
        <span className="detail-kind">{name(data.kind, data.period)}</span>
        <p className="detail-amount">
          <RewardAmount amount={data.amount} />
          <span className="detail-currency">{data.currency}</span>
        </p>
      </section>
      <EntryList label={t('vip.record.detailTitle')}>
        <EntryRow
          label={t('vip.record.field.id')}
          value={
            <span className="entry-copy">
              {data.id}
              <CopyButton text={data.id} label={t('vip.record.field.id')} />
            </span>
          }
        />
        <EntryRow label={t('vip.record.field.kind')} value={kindLabel(data.kind)} />
        <EntryRow label={t('vip.record.field.period')} value={data.period} />
        <EntryRow
          label={t('vip.record.field.amount')}
          value={<RewardAmount amount={data.amount} />}
        />
        {data.kind === 'rebate' && (
          <>
            <EntryRow label={t('vip.record.field.basis')} value={showAmount(data.basis)} />
            <EntryRow label={t('vip.record.field.rate')} value={ratePercent(data.rate) || '—'} />
          </>
        )}
        <EntryRow
          label={t('vip.record.field.turnover')}
          value={t('vip.record.multiple', { multiple: data.turnoverMultiple })}
        />
        <EntryRow
          label={t('vip.record.field.createdAt')}
          value={formatDateTime(data.createdAt, i18n.language)}
        />
        {data.transactionId && (
          <EntryRow
            label={t('vip.record.field.transaction')}
            value={t('vip.record.viewTransaction')}
            to={`/user/transactionDetail?id=${encodeURIComponent(data.transactionId)}`}
          />
        )}
      </EntryList>
    </div>
  );
}

/** `/user/redemptionDetail?id=`: every field of one reward; a missing id says so plainly. */
export function RedemptionDetail({ id }: { id: string }) {
  return id === '' ? <Missing /> : <Detail id={id} />;
}
