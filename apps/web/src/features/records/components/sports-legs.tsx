import type { SportsBet } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOddsText } from '../../../stores/odds-format-store.ts';
import { legPick, SPORTS_TONE } from '../../../lib/sports-pick.ts';

/** A sportsbook bet's legs: the match, what was picked at what odds, and each leg's result. */
export function SportsLegs({ bet, titleId }: { bet: SportsBet; titleId: string }) {
  const { t, i18n } = useTranslation();
  const odds = useOddsText();
  return (
    <section className="sports-legs" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('games.bets.sports.legs')}</h3>
      <ol>
        {bet.legs.map((leg) => {
          const { market, pick } = legPick(leg, t);
          return (
            <li key={leg.selectionId} className="sports-leg">
              <span className="sports-leg-match">
                {t('games.bets.sports.versus', { home: leg.home, away: leg.away })}
              </span>
              <span className="sports-leg-meta">
                {leg.league} · {formatDateTime(leg.startsAt, i18n.language)}
              </span>
              <span className="sports-leg-pick">
                <span className="sports-leg-market">{market}</span>
                <strong>{pick}</strong>
                <span className="sports-leg-odds">@{odds(leg.odds, leg.type)}</span>
              </span>
              <span className={SPORTS_TONE[leg.result]}>
                {t(`games.bets.sports.result.${leg.result}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
