import '../../../components/records.css';
import './records.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button.tsx';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTransaction } from '../api/get-transaction.ts';
import { TransactionAmount } from './transaction-amount.tsx';
import { STATE_TONE, useKindLabel, useStateLabel } from './transaction-labels.ts';

function Missing() {
  const { t } = useTranslation();
  return (
    <StateBlock kind="missing" title={t('finance.records.missing')}>
      <Link className="button-secondary" to="/user/transactionRecord" replace>
        {t('finance.records.backToList')}
      </Link>
    </StateBlock>
  );
}

function Detail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const stateLabel = useStateLabel();
  const { data, isPending, isError, error, refetch } = useTransaction(id);

  if (isPending) return <SkeletonLines lines={8} />;
  if (isError) {
    // NOT_FOUND is also the answer for someone else's record (API.md): one message for both.
    if (error instanceof ApiRefusal && error.code === 'NOT_FOUND') return <Missing />;
    return <LoadError onRetry={refetch} />;
  }
  const lang = i18n.language;
  return (
    <div className="transaction-detail">
      <section className="detail-head" aria-label={t('finance.records.summary')}>
        <span className="detail-kind">{kindLabel(data.kind)}</span>
        <p className="detail-amount">
          <TransactionAmount record={data} />
          <span className="detail-currency">{data.currency}</span>
        </p>
        <span className={STATE_TONE[data.state]}>{stateLabel(data.kind, data.state)}</span>
      </section>
      <EntryList label={t('finance.records.detailTitle')}>
        <EntryRow
          label={t('finance.records.field.id')}
          value={
            <span className="entry-copy">
              {data.id}
              <CopyButton text={data.id} label={t('finance.records.field.id')} />
            </span>
          }
        />
        <EntryRow label={t('finance.records.field.kind')} value={kindLabel(data.kind)} />
        <EntryRow label={t('finance.records.field.title')} value={data.title || '—'} />
        <EntryRow
          label={t('finance.records.field.amount')}
          value={<TransactionAmount record={data} />}
        />
        <EntryRow label={t('finance.records.field.currency')} value={data.currency} />
        <EntryRow
          label={t('finance.records.field.state')}
          value={stateLabel(data.kind, data.state)}
        />
        <EntryRow label={t('finance.records.field.reference')} value={data.reference ?? '—'} />
        <EntryRow
          label={t('finance.records.field.createdAt')}
          value={formatDateTime(data.createdAt, lang)}
        />
        <EntryRow
          label={t('finance.records.field.settledAt')}
          value={
            data.settledAt ? formatDateTime(data.settledAt, lang) : t('finance.records.unsettled')
          }
        />
      </EntryList>
    </div>
  );
}

/** `/user/transactionDetail?id=`: every field of one record; a missing id says so plainly. */
export function TransactionDetail({ id }: { id: string }) {
  return id === '' ? <Missing /> : <Detail id={id} />;
}
