import type { SportsEvent } from '@kirin/contract';

export const LOBBY_TABS = ['live', 'today', 'early'] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** The end of the member's day: "today" is what kicks off before it. */
function endOfDay(now: Date): number {
  const end = new Date(now);
  end.setHours(24, 0, 0, 0);
  return end.getTime();
}

/** Which tab an event belongs to: in play, kicking off today, or later. Closed ones none. */
export function tabOf(event: SportsEvent, now: Date): LobbyTab | undefined {
  if (event.state === 'live') return 'live';
  if (event.state !== 'prematch') return undefined;
  return Date.parse(event.startsAt) < endOfDay(now) ? 'today' : 'early';
}

/** The tab's events, in leagues, soonest first; `league` '' is every league. */
export function lobbyGroups(
  events: readonly SportsEvent[],
  tab: LobbyTab,
  league: string,
  now: Date,
): { league: string; events: SportsEvent[] }[] {
  const shown = events
    .filter((e) => tabOf(e, now) === tab && (league === '' || e.league === league))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
  const groups = new Map<string, SportsEvent[]>();
  for (const e of shown) groups.set(e.league, [...(groups.get(e.league) ?? []), e]);
  return [...groups].map(([name, list]) => ({ league: name, events: list }));
}

/** How many events each tab holds, for the tabs' counts. */
export function tabCounts(events: readonly SportsEvent[], now: Date): Record<LobbyTab, number> {
  const counts: Record<LobbyTab, number> = { live: 0, today: 0, early: 0 };
  for (const e of events) {
    const tab = tabOf(e, now);
    if (tab) counts[tab] += 1;
  }
  return counts;
}

/** The leagues with events, in the order they first kick off. */
export const leaguesOf = (events: readonly SportsEvent[]): string[] => [
  ...new Set(
    [...events]
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      .map((e) => e.league),
  ),
];
