import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { RecordsTable } from '../../../components/records-paging.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRedemptionsPage, type RedemptionFilter } from '../api/get-redemptions.ts';
import { redemptionPath, RewardAmount } from './redemption-list.tsx';
import { useRewardKind, useRewardName } from './reward-labels.ts';

/** Desktop: a table with paging; the page keys it by its filter, so a new filter starts at 1. */
export function RedemptionTable({ filter }: { filter: RedemptionFilter }) {
  const { t, i18n } = useTranslation();
  const name = useRewardName();
  const kind = useRewardKind();
  const [page, setPage] = useState(1);
  const query = useRedemptionsPage(filter, page);

  return (
    <RecordsTable query={query} page={page} onPage={setPage} emptyTitle={t('vip.record.empty')}>
      {({ list }) => (
        <table className="records-table">
          <thead>
            <tr>
              <th scope="col">{t('vip.record.column.time')}</th>
              <th scope="col">{t('vip.record.column.kind')}</th>
              <th scope="col">{t('vip.record.column.period')}</th>
              <th scope="col" className="is-number">
                {t('vip.record.column.amount')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('vip.record.column.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.id}>
                <td className="is-time">{formatDateTime(record.createdAt, i18n.language)}</td>
                <td>{kind(record.kind)}</td>
                <td className="is-title">{name(record.kind, record.period)}</td>
                <td className="is-number">
                  <RewardAmount amount={record.amount} />
                </td>
                <td>
                  <Link
                    to={redemptionPath(record)}
                    aria-label={t('vip.record.detailOf', { id: record.id })}
                  >
                    {t('vip.record.detail')}
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
