import { memo } from 'react';
import { Link } from 'react-router';
import type { MarketType, SportsEvent } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { OddsButton } from './odds-button.tsx';

/** The score and state of a match, or when it kicks off. */
export function MatchClock({ event }: { event: SportsEvent }) {
  const { t, i18n } = useTranslation();
  if (event.state === 'live')
    return (
      <span className="match-clock is-live">
        <span className="live-dot" aria-hidden="true" />
        {t('sports.liveNow')}
      </span>
    );
  return (
    <span className="match-clock">
      {t('sports.kickOff', { time: formatDateTime(event.startsAt, i18n.language).slice(5, 16) })}
    </span>
  );
}

const ROW_MARKETS: MarketType[] = ['1x2', 'ah', 'ou'];

/**
 * A match in the lobby: teams and score, its result, handicap and totals markets side by side,
 * and a way to every market. Memoized: a stream update gives a new object only to the events it
 * changed, so the other rows do not render again.
 */
export const EventRow = memo(function EventRow({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const others = event.markets.filter((m) => !ROW_MARKETS.includes(m.type)).length;
  return (
    <article className="event-row" aria-label={`${event.home} vs ${event.away}`}>
      <header className="event-row-head">
        <MatchClock event={event} />
        <Link className="event-row-more" to={`/sports/event/${event.id}`}>
          {t('sports.moreMarkets')}
          {others > 0 ? ` +${others}` : ''}
        </Link>
      </header>
      <div className="event-row-body">
        <Link className="event-row-teams" to={`/sports/event/${event.id}`}>
          <span>{event.home}</span>
          <strong className="event-row-score">{event.score?.home ?? ''}</strong>
          <span>{event.away}</span>
          <strong className="event-row-score">{event.score?.away ?? ''}</strong>
        </Link>
        {ROW_MARKETS.map((type) => {
          const market = event.markets.find((m) => m.type === type);
          // A market the match does not offer keeps its column on a desktop, no row on a phone.
          if (!market) return <div key={type} className="event-row-market is-empty" />;
          return (
            <div key={type} className={`event-row-market is-${type}`}>
              <span className="event-row-market-name">{t(`sports.market.${type}`)}</span>
              {market.selections.map((s) => (
                <OddsButton key={s.id} event={event} market={market} selection={s} short />
              ))}
            </div>
          );
        })}
      </div>
    </article>
  );
});
