import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { Redemption } from '@kirin/contract';
import { RecordsScroll } from '../../../components/records-paging.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { useRedemptionsInfinite, type RedemptionFilter } from '../api/get-redemptions.ts';
import { useRewardKind, useRewardName } from './reward-labels.ts';

export const redemptionPath = (record: Redemption) =>
  `/user/redemptionDetail?id=${encodeURIComponent(record.id)}`;

/** A reward is always money in: green, with its sign. */
export function RewardAmount({ amount }: { amount: string }) {
  return <span className="record-amount is-credit">+{showAmount(amount)}</span>;
}

function Row({ record }: { record: Redemption }) {
  const { i18n } = useTranslation();
  const name = useRewardName();
  const kind = useRewardKind();
  return (
    <li>
      <Link className="record-row" to={redemptionPath(record)}>
        <span className="record-main">
          <span className="record-title">{name(record.kind, record.period)}</span>
          <span className="record-meta">
            {kind(record.kind)} · {formatDateTime(record.createdAt, i18n.language)}
          </span>
        </span>
        <span className="record-side">
          <RewardAmount amount={record.amount} />
        </span>
      </Link>
    </li>
  );
}

/** Mobile: cards appended as the member scrolls, pull to refresh. */
export function RedemptionList({ filter }: { filter: RedemptionFilter }) {
  const { t } = useTranslation();
  const query = useRedemptionsInfinite(filter);
  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const records = query.data.pages.flatMap((page) => page.list);
  return (
    <RecordsScroll query={query} count={records.length} emptyTitle={t('vip.record.empty')}>
      <ul className="entry-list">
        {records.map((record) => (
          <Row key={record.id} record={record} />
        ))}
      </ul>
    </RecordsScroll>
  );
}
