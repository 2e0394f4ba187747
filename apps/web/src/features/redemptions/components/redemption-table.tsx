import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRedemptionsPage, type RedemptionFilter } from '../api/get-redemptions.ts';
import type { RecordParts } from './record-parts.ts';
import { redemptionPath, RewardAmount } from './redemption-list.tsx';
import { useRewardKind, useRewardName } from './reward-labels.ts';

/** Desktop: a table with paging; the page keys it by its filter, so a new filter starts at 1. */
export function RedemptionTable({
  filter,
  Pager,
}: {
  filter: RedemptionFilter;
  Pager: RecordParts['Pager'];
}) {
  const { t, i18n } = useTranslation();
  const name = useRewardName();
  const kind = useRewardKind();
  const [page, setPage] = useState(1);
  const query = useRedemptionsPage(filter, page);

  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const { list, total, size } = query.data;
  if (list.length === 0 && page === 1) {
    return <StateBlock kind="empty" title={t('vip.record.empty')} />;
  }
  const pages = Math.max(1, Math.ceil(total / Math.max(size, 1)));
  return (
    <div className={`records-table-wrap${query.isPlaceholderData ? ' is-loading' : ''}`}>
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
      <Pager page={page} pages={pages} total={total} onPage={setPage} />
    </div>
  );
}
