import {
  lineText,
  type AdminSportsEvent,
  type AdminSportsEventDetail,
  type AdminSportsMarket,
  oddsText,
  toWireAmount,
  type LegResult,
  type MarketState,
  type MarketType,
  type SportsBet,
  type SportsBetState,
  type SportsEvent,
  type SportsEventState,
  type SportsMarket,
} from '@kirin/contract';
import { currencyOf } from '../../../lib/money.ts';
import type { BetWithLegs } from './bet.repository.ts';
import type { EventSummary, EventWithMarkets, MarketWithSelections } from './book.repository.ts';

export function marketView(m: MarketWithSelections): SportsMarket {
  return {
    id: m.id,
    eventId: m.eventId,
    type: m.type as MarketType,
    line: m.line === null ? null : lineText(m.line),
    state: m.state as MarketState,
    selections: m.selections.map((s) => ({ id: s.id, outcome: s.outcome, odds: oddsText(s.odds) })),
  };
}

const scoreOf = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away };

/** An event's fixture, state and score, as members and traders both read them. */
function eventHeadView(e: EventWithMarkets | EventSummary) {
  return {
    id: e.id,
    sport: e.sport,
    league: e.league,
    home: e.home,
    away: e.away,
    startsAt: e.startsAt.toISOString(),
    state: e.state as SportsEventState,
    score: scoreOf(e.scoreHome, e.scoreAway),
  };
}

export function eventView(e: EventWithMarkets): SportsEvent {
  return { ...eventHeadView(e), markets: e.markets.map(marketView) };
}

export function betView(b: BetWithLegs): SportsBet {
  const currency = currencyOf(b.currency);
  return {
    id: b.id,
    state: b.state as SportsBetState,
    stake: toWireAmount(b.stake, currency),
    odds: b.odds,
    potentialPayout: toWireAmount(b.potentialPayout, currency),
    payout: b.payout === null ? null : toWireAmount(b.payout, currency),
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
    legs: b.legs.map((l) => ({
      selectionId: l.selectionId,
      eventId: l.eventId,
      league: l.event.league,
      home: l.event.home,
      away: l.event.away,
      startsAt: l.event.startsAt.toISOString(),
      marketId: l.marketId,
      type: l.type as MarketType,
      line: l.line === null ? null : lineText(l.line),
      outcome: l.outcome,
      odds: oddsText(l.odds),
      result: l.result as LegResult,
    })),
  };
}

/** An event as the operators' list shows it: every state, counts and open stakes. */
export function adminEventView(e: EventSummary): AdminSportsEvent {
  return {
    ...eventHeadView(e),
    result: e.resultVersion > 0 ? scoreOf(e.resultHome, e.resultAway) : null,
    resultVersion: e.resultVersion,
    marketCount: e.marketCount,
    openMarkets: e.openMarkets,
    suspendedMarkets: e.suspendedMarkets,
    betCount: e.betCount,
    openBetCount: e.openBetCount,
    openStakes: e.openStakes.map((s) => ({
      currency: s.currency,
      amount: toWireAmount(s.stakeMinor, currencyOf(s.currency)),
    })),
  };
}

/** A market's kind, line, state and limits as traders read them (its list and its risk). */
export function marketHeadView(m: MarketWithSelections) {
  return {
    id: m.id,
    type: m.type as MarketType,
    line: m.line === null ? null : lineText(m.line),
    state: m.state as MarketState,
    maxStake: m.maxStake,
    liabilityLimit: m.liabilityLimit,
  };
}

/** A market as the trader sees it: any state, its limits, and each selection's result. */
function adminMarketView(m: MarketWithSelections): AdminSportsMarket {
  return {
    ...marketHeadView(m),
    selections: m.selections.map((s) => ({
      id: s.id,
      outcome: s.outcome,
      odds: oddsText(s.odds),
      result: s.result as AdminSportsMarket['selections'][number]['result'],
    })),
  };
}

export function adminEventDetailView(
  e: EventSummary,
  markets: MarketWithSelections[],
): AdminSportsEventDetail {
  return { ...adminEventView(e), markets: markets.map(adminMarketView) };
}
