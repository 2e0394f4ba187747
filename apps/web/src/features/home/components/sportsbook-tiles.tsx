import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { eventsQuery, featuredMatches } from '../../../lib/api/sports-events.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** How many matches the 体育 category names, beside the book's own tile. */
const FEATURED = 4;

/**
 * The book's tile, then a tile for each match in play or about to start, opening that match's
 * page. The matches load when the category is chosen, not with the home's first paint.
 */
export default function SportsbookTiles() {
  const { t, i18n } = useTranslation();
  const events = useQuery(eventsQuery);
  const matches = featuredMatches(events.data ?? [], FEATURED);
  return (
    <ul className="lobby-games lobby-games-venues">
      <li className="game-card">
        <Link className="game-card-link" to="/sports" aria-label={t('sports.homeTile')}>
          <span className="game-card-art is-sportsbook" aria-hidden="true" />
          <span className="game-card-name">{t('sports.homeTile')}</span>
        </Link>
      </li>
      {matches.map((match) => (
        <li key={match.id} className="game-card">
          <Link
            className="game-card-link match-tile"
            to={`/sports/event/${match.id}`}
            aria-label={`${match.home} vs ${match.away}`}
          >
            <span className="match-tile-league">{match.league}</span>
            <span className="match-tile-teams">
              <span>{match.home}</span>
              <strong>
                {match.state === 'live' && match.score
                  ? `${match.score.home} : ${match.score.away}`
                  : 'vs'}
              </strong>
              <span>{match.away}</span>
            </span>
            <span className={`match-tile-when${match.state === 'live' ? ' is-live' : ''}`}>
              {match.state === 'live'
                ? t('sports.homeLive')
                : formatDateTime(match.startsAt, i18n.language).slice(5, 16)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
