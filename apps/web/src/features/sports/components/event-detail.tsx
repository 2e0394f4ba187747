import { useParams } from 'react-router';
import type { MarketType } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { useSportsEvent } from '../api/sports-api.ts';
import { MatchClock } from './event-row.tsx';
import { OddsButton } from './odds-button.tsx';
import { SportsFrame } from './sports-frame.tsx';

const ORDER: MarketType[] = ['1x2', 'ah', 'ou', 'cs'];

/** `/sports/event/:id`: the match's score and state, and every market, grouped by kind. */
export function EventDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useSportsEvent(Number.isSafeInteger(id) ? id : 0);
  const event = query.data;
  const gone = query.error instanceof ApiRefusal && query.error.code === 'NOT_FOUND';

  return (
    <SportsFrame back>
      {!Number.isSafeInteger(id) || id <= 0 || gone ? (
        <StateBlock kind="empty" title={t('sports.notFound')} />
      ) : query.isPending ? (
        <SkeletonLines lines={8} />
      ) : query.isError || !event ? (
        <LoadError onRetry={query.refetch} />
      ) : (
        <>
          <header className="event-head">
            <span className="event-head-league">{event.league}</span>
            <div className="event-head-teams">
              <strong>{event.home}</strong>
              <span className="event-head-score">
                {event.score ? `${event.score.home} : ${event.score.away}` : 'vs'}
              </span>
              <strong>{event.away}</strong>
            </div>
            <MatchClock event={event} />
          </header>
          {[...event.markets]
            .sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type))
            .map((market) => (
              <section
                key={market.id}
                className="market-block"
                aria-label={t(`sports.market.${market.type}`)}
              >
                <h2>
                  {t(`sports.market.${market.type}`)}
                  {market.state === 'suspended' && (
                    <span className="state-tag is-muted">{t('sports.suspended')}</span>
                  )}
                </h2>
                <div className={`market-grid is-${market.type}`}>
                  {market.selections.map((s) => (
                    <OddsButton key={s.id} event={event} market={market} selection={s} />
                  ))}
                </div>
              </section>
            ))}
        </>
      )}
    </SportsFrame>
  );
}
