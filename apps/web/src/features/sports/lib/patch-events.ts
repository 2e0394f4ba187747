import type { MarketState, SportsEvent, SportsEventState } from '@kirin/contract';

// What the live stream says (API.md), applied to events as the queries hold them.

export type OddsChange = {
  eventId: number;
  marketId: number;
  selectionId: number;
  odds: string;
  state: string;
};
export type MarketChange = { marketId: number; state: string };
export type ScoreChange = {
  eventId: number;
  home: number | null;
  away: number | null;
  state: string;
};

/** The event with one selection's odds (and its market's state) as the change says. */
export function withOdds(event: SportsEvent, change: OddsChange): SportsEvent {
  if (event.id !== change.eventId) return event;
  return {
    ...event,
    markets: event.markets.map((m) =>
      m.id !== change.marketId
        ? m
        : {
            ...m,
            state: change.state as MarketState,
            selections: m.selections.map((s) =>
              s.id === change.selectionId ? { ...s, odds: change.odds } : s,
            ),
          },
    ),
  };
}

export function withMarketState(event: SportsEvent, change: MarketChange): SportsEvent {
  if (!event.markets.some((m) => m.id === change.marketId)) return event;
  return {
    ...event,
    markets: event.markets.map((m) =>
      m.id === change.marketId ? { ...m, state: change.state as MarketState } : m,
    ),
  };
}

export function withScore(event: SportsEvent, change: ScoreChange): SportsEvent {
  if (event.id !== change.eventId) return event;
  return {
    ...event,
    state: change.state as SportsEventState,
    score:
      change.home === null || change.away === null
        ? event.score
        : { home: change.home, away: change.away },
  };
}
