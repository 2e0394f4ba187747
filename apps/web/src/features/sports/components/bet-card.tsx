import '../../../components/state-tag.css';
import type { SportsBet } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { legPick, SPORTS_TONE } from '../../../lib/sports-pick.ts';
import { useOddsText } from '../../../stores/odds-format-store.ts';
import { CashoutButton } from './cashout-button.tsx';

/**
 * One of the member's bets: single or parlay, each leg's match, pick, odds and result (half
 * results as members name them), the stake and what it returns or returned; an open bet offers
 * its cash-out.
 */
export function BetCard({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation();
  const odds = useOddsText();
  const single = bet.legs.length === 1;
  const first = bet.legs[0];
  const kind = single ? t('sports.bets.single') : t('sports.bets.parlay', { n: bet.legs.length });
  const titleId = `bet-${bet.id}`;
  return (
    <article className="bet-card" aria-labelledby={titleId}>
      <header className="bet-card-head">
        <h2 id={titleId} className="bet-card-kind">
          {kind}
          {single && first ? ` · ${first.home} vs ${first.away}` : ''}
        </h2>
        <span className={SPORTS_TONE[bet.state]}>{t(`sports.bets.result.${bet.state}`)}</span>
      </header>
      <ol className="bet-card-legs">
        {bet.legs.map((leg) => {
          const { market, pick } = legPick(leg, t, 'sports');
          return (
            <li key={leg.selectionId} className="bet-card-leg">
              {!single && (
                <span className="bet-leg-match">
                  {leg.home} vs {leg.away}
                </span>
              )}
              <span className="bet-leg-meta">
                {leg.league} · {formatDateTime(leg.startsAt, i18n.language)}
              </span>
              <span className="bet-leg-pick">
                <span className="bet-leg-market">{market}</span> <strong>{pick}</strong>{' '}
                <span className="bet-leg-odds">@{odds(leg.odds, leg.type)}</span>
              </span>
              {!single && leg.result !== 'open' && (
                <span className={SPORTS_TONE[leg.result]}>
                  {t(`sports.bets.result.${leg.result}`)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <dl className="bet-card-sums">
        <div>
          <dt>{t('sports.bets.stake')}</dt>
          <dd>{showAmount(bet.stake)}</dd>
        </div>
        <div>
          <dt>{t('sports.bets.odds')}</dt>
          <dd>{single && first ? odds(bet.odds, first.type) : bet.odds}</dd>
        </div>
        {bet.payout === null ? (
          <div>
            <dt>{t('sports.bets.potential')}</dt>
            <dd>{showAmount(bet.potentialPayout)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('sports.bets.payout')}</dt>
            <dd className="bet-card-payout">{showAmount(bet.payout)}</dd>
          </div>
        )}
      </dl>
      <footer className="bet-card-foot">
        <span className="bet-card-when">
          {t('sports.bets.number', { id: bet.id })} · {formatDateTime(bet.placedAt, i18n.language)}
        </span>
        {bet.state === 'open' && <CashoutButton bet={bet} />}
      </footer>
    </article>
  );
}
