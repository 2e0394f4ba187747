import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { RecordsTable } from '../../../components/records-paging.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTransactionsPage, type TransactionFilter } from '../api/get-transactions.ts';
import { TransactionAmount } from './transaction-amount.tsx';
import { STATE_TONE, useKindLabel, useStateLabel } from './transaction-labels.ts';
import { detailPath } from './transaction-list.tsx';

/** Desktop: a table with paging; the page keys it by its filter, so a new filter starts at 1. */
export function TransactionTable({ filter }: { filter: TransactionFilter }) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const stateLabel = useStateLabel();
  const [page, setPage] = useState(1);
  const query = useTransactionsPage(filter, page);

  return (
    <RecordsTable
      query={query}
      page={page}
      onPage={setPage}
      emptyTitle={t('finance.records.empty')}
    >
      {({ list }) => (
        <table className="records-table">
          <thead>
            <tr>
              <th scope="col">{t('finance.records.column.time')}</th>
              <th scope="col">{t('finance.records.column.kind')}</th>
              <th scope="col">{t('finance.records.column.title')}</th>
              <th scope="col" className="is-number">
                {t('finance.records.column.amount')}
              </th>
              <th scope="col">{t('finance.records.column.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('finance.records.column.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.id}>
                <td className="is-time">{formatDateTime(record.createdAt, i18n.language)}</td>
                <td>{kindLabel(record.kind)}</td>
                <td className="is-title">{record.title}</td>
                <td className="is-number">
                  <TransactionAmount record={record} />
                </td>
                <td>
                  <span className={STATE_TONE[record.state]}>
                    {stateLabel(record.kind, record.state)}
                  </span>
                </td>
                <td>
                  <Link
                    to={detailPath(record)}
                    aria-label={t('finance.records.detailOf', { id: record.id })}
                  >
                    {t('finance.records.detail')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </RecordsTable>
  );
}
