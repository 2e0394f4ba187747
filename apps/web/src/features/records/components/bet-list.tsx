import { useTranslation } from '../../../i18n/use-translation.ts';
import type { BetRecord } from '@kirin/contract';
import { RecordsScroll } from '../../../components/records-paging.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { useBetsInfinite, type BetFilter } from '../api/get-bets.ts';
import { BetStateTag, BetSums, WinLoss } from './bet-labels.tsx';

function BetRow({ bet, onOpen }: { bet: BetRecord; onOpen: (bet: BetRecord) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className="record-row bet-row"
        aria-label={t('games.bets.open', { round: bet.round || bet.id })}
        onClick={() => onOpen(bet)}
      >
        <span className="record-main">
          <span className="record-title">{bet.game}</span>
          <span className="record-meta">
            {bet.venueName} · {formatDateTime(bet.placedAt, i18n.language)}
          </span>
          <span className="record-meta">
            {t('games.bets.stakeLine', {
              stake: showAmount(bet.stake),
              valid: showAmount(bet.validStake),
            })}
          </span>
        </span>
        <span className="record-side">
          <WinLoss value={bet.winLoss} />
          <BetStateTag bet={bet} />
        </span>
      </button>
    </li>
  );
}

/**
 * Mobile: the range's sums, then bets appended as the member scrolls, pull to refresh; a tap
 * opens the bet.
 */
export function BetList({
  filter,
  onOpen,
}: {
  filter: BetFilter;
  onOpen: (bet: BetRecord) => void;
}) {
  const { t } = useTranslation();
  const query = useBetsInfinite(filter);

  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const bets = query.data.pages.flatMap((page) => page.list);
  const sums = query.data.pages[0]?.sums;

  return (
    <RecordsScroll query={query} count={bets.length} emptyTitle={t('games.bets.empty')}>
      {sums && <BetSums sums={sums} />}
      <ul className="entry-list" aria-label={t('games.bets.list')}>
        {bets.map((bet) => (
          <BetRow key={`${bet.venue}:${bet.id}`} bet={bet} onOpen={onOpen} />
        ))}
      </ul>
    </RecordsScroll>
  );
}
