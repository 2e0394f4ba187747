import { useTranslation } from '../../../i18n/use-translation.ts';
import type { BetRecord, BetRecordPage, BetState } from '@kirin/contract';
import { showAmount } from '../../../lib/money.ts';
import { SPORTS_TONE } from '../../../lib/sports-pick.ts';

export function useBetStateLabel() {
  const { t } = useTranslation();
  return (state: BetState): string => {
    switch (state) {
      case 'open':
        return t('games.bets.state.open');
      case 'settled':
        return t('games.bets.state.settled');
      case 'void':
        return t('games.bets.state.void');
    }
  };
}

export const BET_TONE: Record<BetState, string> = {
  open: 'state-tag is-pending',
  settled: 'state-tag is-success',
  void: 'state-tag is-muted',
};

/** A bet's state tag: a sportsbook bet shows its result, a venue's bet its state. */
export function BetStateTag({ bet }: { bet: BetRecord }) {
  const { t } = useTranslation();
  const stateLabel = useBetStateLabel();
  if (bet.sports)
    return (
      <span className={SPORTS_TONE[bet.sports.state]}>
        {t(`games.bets.sports.result.${bet.sports.state}`)}
      </span>
    );
  return <span className={BET_TONE[bet.state]}>{stateLabel(bet.state)}</span>;
}

/** Win green with a plus, loss red with a minus, nothing won or lost plain (UI.md colours). */
export function WinLoss({ value }: { value: string }) {
  const shown = showAmount(value.trim().replace(/^\+/, ''));
  if (shown === '' || shown === '0.00')
    return <span className="record-amount is-even">{shown}</span>;
  const loss = shown.startsWith('-');
  return (
    <span className={`record-amount ${loss ? 'is-debit' : 'is-credit'}`}>
      {loss ? shown : `+${shown}`}
    </span>
  );
}

/** The sums over the whole filtered range (not only the page shown). */
export function BetSums({ sums }: { sums: BetRecordPage['sums'] }) {
  const { t } = useTranslation();
  return (
    <dl className="bet-sums" aria-label={t('games.bets.sums')}>
      <div>
        <dt>{t('games.bets.column.stake')}</dt>
        <dd>{showAmount(sums.stake)}</dd>
      </div>
      <div>
        <dt>{t('games.bets.column.validStake')}</dt>
        <dd>{showAmount(sums.validStake)}</dd>
      </div>
      <div>
        <dt>{t('games.bets.column.winLoss')}</dt>
        <dd>
          <WinLoss value={sums.winLoss} />
        </dd>
      </div>
    </dl>
  );
}
