import { useMemo, useState } from 'react';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSportsEvents } from '../api/sports-api.ts';
import { LOBBY_TABS, leaguesOf, lobbyGroups, tabCounts, type LobbyTab } from '../lib/lobby-view.ts';
import { EventRow } from './event-row.tsx';
import { SportsFrame } from './sports-frame.tsx';

/**
 * `/sports`: matches in play, kicking off today and later, by league, each with its result,
 * handicap and totals odds; a tap on odds fills the slip.
 */
export function SportsLobby() {
  const { t } = useTranslation();
  const events = useSportsEvents();
  const [chosen, setChosen] = useState<LobbyTab | undefined>(undefined);
  const [league, setLeague] = useState('');
  const now = useMemo(() => new Date(), [events.data]);
  const counts = useMemo(() => tabCounts(events.data ?? [], now), [events.data, now]);
  // Opens on what is in play, else on today, else on what comes later.
  const tab = chosen ?? LOBBY_TABS.find((x) => counts[x] > 0) ?? 'today';
  const groups = lobbyGroups(events.data ?? [], tab, league, now);
  const leagues = leaguesOf(events.data ?? []);

  return (
    <SportsFrame>
      <div className="sports-filters">
        <ChoiceChips
          label={t('sports.tabs.label')}
          choices={LOBBY_TABS.map((x) => ({
            value: x,
            label: `${t(`sports.tabs.${x}`)} ${counts[x]}`,
          }))}
          value={tab}
          onChange={(value) => setChosen(value as LobbyTab)}
        />
        {leagues.length > 1 && (
          <ChoiceChips
            label={t('sports.leagues')}
            choices={[
              { value: '', label: t('sports.allLeagues') },
              ...leagues.map((l) => ({ value: l, label: l })),
            ]}
            value={league}
            onChange={setLeague}
          />
        )}
      </div>
      {events.isPending ? (
        <SkeletonLines lines={8} />
      ) : events.isError ? (
        <LoadError onRetry={events.refetch} />
      ) : groups.length === 0 ? (
        <StateBlock kind="empty" title={t('sports.empty')} />
      ) : (
        groups.map((group) => (
          <section key={group.league} className="league-group" aria-label={group.league}>
            <h2 className="league-name">{group.league}</h2>
            {group.events.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </section>
        ))
      )}
    </SportsFrame>
  );
}
