import { useState } from 'react';
import type { BetRecord } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { RecordsTable } from '../../../components/records-paging.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { useBetsPage, type BetFilter } from '../api/get-bets.ts';
import { BetStateTag, WinLoss } from './bet-labels.tsx';

/**
 * Desktop: a table with paging and the range's sums in its last row; each row's last cell opens
 * the bet. The page keys it by its filter, so another filter starts again at page 1.
 */
export function BetTable({
  filter,
  onOpen,
}: {
  filter: BetFilter;
  onOpen: (bet: BetRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBetsPage(filter, page);

  return (
    <RecordsTable query={query} page={page} onPage={setPage} emptyTitle={t('games.bets.empty')}>
      {({ list, sums }) => (
        <table className="records-table bets-table">
          <thead>
            <tr>
              <th scope="col">{t('games.bets.column.time')}</th>
              <th scope="col">{t('games.bets.column.venue')}</th>
              <th scope="col">{t('games.bets.column.game')}</th>
              <th scope="col">{t('games.bets.column.round')}</th>
              <th scope="col" className="is-number">
                {t('games.bets.column.stake')}
              </th>
              <th scope="col" className="is-number">
                {t('games.bets.column.validStake')}
              </th>
              <th scope="col" className="is-number">
                {t('games.bets.column.winLoss')}
              </th>
              <th scope="col">{t('games.bets.column.state')}</th>
              <th scope="col">{t('games.bets.column.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((bet) => (
              <tr key={`${bet.venue}:${bet.id}`}>
                <td className="is-time">{formatDateTime(bet.placedAt, i18n.language)}</td>
                <td className="is-venue">{bet.venueName}</td>
                <td className="is-title">{bet.game}</td>
                <td className="is-round">{bet.round}</td>
                <td className="is-number">{showAmount(bet.stake)}</td>
                <td className="is-number">{showAmount(bet.validStake)}</td>
                <td className="is-number">
                  <WinLoss value={bet.winLoss} />
                </td>
                <td>
                  <BetStateTag bet={bet} />
                </td>
                <td>
                  <button
                    type="button"
                    className="bet-open"
                    aria-label={t('games.bets.open', { round: bet.round || bet.id })}
                    onClick={() => onOpen(bet)}
                  >
                    {t('games.bets.column.detail')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bets-sums-row">
              <th scope="row" colSpan={4}>
                {t('games.bets.sums')}
              </th>
              <td className="is-number">{showAmount(sums.stake)}</td>
              <td className="is-number">{showAmount(sums.validStake)}</td>
              <td className="is-number">
                <WinLoss value={sums.winLoss} />
              </td>
              <td />
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </RecordsTable>
  );
}
