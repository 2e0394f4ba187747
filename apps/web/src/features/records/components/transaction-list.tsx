import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { TransactionRecord } from '@kirin/contract';
import { RecordsScroll } from '../../../components/records-paging.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTransactionsInfinite, type TransactionFilter } from '../api/get-transactions.ts';
import { TransactionAmount } from './transaction-amount.tsx';
import { STATE_TONE, useKindLabel, useStateLabel } from './transaction-labels.ts';

export const detailPath = (record: TransactionRecord) =>
  `/user/transactionDetail?id=${encodeURIComponent(record.id)}`;

function RecordRow({ record }: { record: TransactionRecord }) {
  const { i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const stateLabel = useStateLabel();
  return (
    <li>
      <Link className="record-row" to={detailPath(record)}>
        <span className="record-main">
          <span className="record-title">{record.title || kindLabel(record.kind)}</span>
          <span className="record-meta">
            {kindLabel(record.kind)} · {formatDateTime(record.createdAt, i18n.language)}
          </span>
        </span>
        <span className="record-side">
          <TransactionAmount record={record} />
          <span className={STATE_TONE[record.state]}>{stateLabel(record.kind, record.state)}</span>
        </span>
      </Link>
    </li>
  );
}

/** Mobile: cards appended as the member scrolls, pull to refresh (UI.md "Records"). */
export function TransactionList({ filter }: { filter: TransactionFilter }) {
  const { t } = useTranslation();
  const query = useTransactionsInfinite(filter);

  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const records = query.data.pages.flatMap((page) => page.list);

  return (
    <RecordsScroll query={query} count={records.length} emptyTitle={t('finance.records.empty')}>
      <ul className="entry-list">
        {records.map((record) => (
          <RecordRow key={record.id} record={record} />
        ))}
      </ul>
    </RecordsScroll>
  );
}
