import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { VenueWallet } from '@kirin/contract';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { useTransferMoves } from '../api/get-transfer-moves.ts';
import { useRefreshBalances } from '../api/transfer-moves.ts';
import { MOVE_TONE, useMoveStateLabel, useWalletName } from './transfer-labels.ts';

/**
 * Recent moves, those in transit first. While one is in transit the list asks again every 3 s
 * (the query's own interval); when one settles, the balances are asked again too.
 */
export function TransferMoveList({ venues }: { venues: readonly VenueWallet[] }) {
  const { t, i18n } = useTranslation();
  const moves = useTransferMoves();
  const walletName = useWalletName(venues);
  const stateLabel = useMoveStateLabel();
  const refreshBalances = useRefreshBalances();
  const pendingIds = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!moves.data) return;
    const now = new Set(moves.data.list.filter((m) => m.state === 'pending').map((m) => m.id));
    const settled = [...pendingIds.current].some((id) => !now.has(id));
    pendingIds.current = now;
    if (settled) void refreshBalances();
  }, [moves.data, refreshBalances]);

  return (
    <section className="wallet-section" aria-labelledby="transfer-moves-title">
      <h2 id="transfer-moves-title" className="wallet-section-title">
        {t('games.moves.title')}
      </h2>
      {moves.isPending ? (
        <SkeletonLines lines={3} />
      ) : moves.isError ? (
        <LoadError onRetry={moves.refetch} />
      ) : moves.data.list.length === 0 ? (
        <p className="wallet-empty muted">{t('games.moves.empty')}</p>
      ) : (
        <ul className="entry-list transfer-moves" aria-label={t('games.moves.title')}>
          {moves.data.list.map((move) => (
            <li key={move.id} className="transfer-move">
              <span className="record-main">
                <span className="record-title">
                  {t('games.moves.route', { from: walletName(move.from), to: walletName(move.to) })}
                </span>
                <span className="record-meta">{formatDateTime(move.createdAt, i18n.language)}</span>
              </span>
              <span className="record-side">
                <span
                  className={`transfer-move-amount${move.state === 'voided' ? ' is-voided' : ''}`}
                >
                  {showAmount(move.amount)}
                </span>
                <span className={MOVE_TONE[move.state]}>{stateLabel(move.state)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
