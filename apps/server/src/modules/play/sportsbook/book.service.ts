import {
  CORRECT_SCORE,
  MARKET_OUTCOMES,
  MARKET_TYPES,
  parseLine,
  parseOdds,
  type AdminSportsEvent,
  type AdminSportsEventDetail,
  type MarketType,
  type SportsEvent,
  type SportsEventState,
  type SportsMarket,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { markEventLegs } from './bet.repository.ts';
import {
  countEvents,
  eventSummaries,
  findEvent,
  insertEvent,
  insertMarket,
  insertSelections,
  listEvents,
  lockEvent,
  lockMarket,
  marketsOf,
  setEventMarketsState,
  setMarketState,
  setOdds,
  setSelectionResults,
  updateEvent,
  type EventFilter,
  type EventOrder,
} from './book.repository.ts';
import { legResult, type Score } from './settlement.ts';
import type { SettlementService } from './settlement.service.ts';
import type { SportsPublish } from './sports-stream.ts';
import { adminEventDetailView, adminEventView, eventView, marketView } from './sportsbook-view.ts';

export type MarketInput = {
  type: string;
  line?: string | null | undefined;
  maxStake?: string | undefined;
  selections: { outcome: string; odds: string }[];
};

/** The filters of the operators' list (`GET /api/admin/v1/sports/events`). */
export type AdminEventFilter = {
  state?: SportsEventState | undefined;
  sport?: string | undefined;
  q?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export type EventInput = {
  sport: string;
  league: string;
  home: string;
  away: string;
  startsAt: string;
  markets: MarketInput[];
};

/** A market's outcomes must be its type's, each once (any distinct scores for `cs`). */
function checkMarket(m: MarketInput, i: number) {
  const field = `markets.${i}`;
  if (!MARKET_TYPES.includes(m.type as MarketType))
    throw DomainError.validation({ [`${field}.type`]: 'invalid_value' });
  const type = m.type as MarketType;
  const line = m.line === null || m.line === undefined ? undefined : parseLine(m.line);
  const needsLine = type === 'ah' || type === 'ou';
  if (needsLine !== (line !== undefined) || (type === 'ou' && line !== undefined && line <= 0))
    throw DomainError.validation({ [`${field}.line`]: 'invalid_value' });
  const outcomes = m.selections.map((s) => s.outcome);
  const valid =
    type === 'cs'
      ? outcomes.length > 0 && outcomes.every((o) => CORRECT_SCORE.test(o))
      : [...outcomes].sort().join() === [...MARKET_OUTCOMES[type]].sort().join();
  if (!valid || new Set(outcomes).size !== outcomes.length)
    throw DomainError.validation({ [`${field}.selections`]: 'invalid_value' });
  const odds = m.selections.map((s) => parseOdds(s.odds));
  if (odds.some((o) => o === undefined))
    throw DomainError.validation({ [`${field}.odds`]: 'invalid_format' });
  if (m.maxStake !== undefined && !/^\d{1,12}(\.\d{1,2})?$/.test(m.maxStake))
    throw DomainError.validation({ [`${field}.maxStake`]: 'invalid_format' });
  return { type, line: line ?? null, odds: odds as number[] };
}

/**
 * The traders' side of the book: events and their markets, odds, states, scores and results.
 * Every change is audited. A result or a cancellation settles the event's bets (SettlementService)
 * once its transaction has committed.
 */
export class BookService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      audit: AuditService;
      settlement: SettlementService;
      /** To the live stream, after the change committed. */
      publish: SportsPublish;
    },
  ) {}

  /** The event's score and state, and (when `markets`) each market's state, to the stream. */
  private announce(event: SportsEvent, markets: boolean) {
    const score = event.score;
    this.deps.publish([
      {
        type: 'score',
        data: {
          eventId: event.id,
          home: score?.home ?? null,
          away: score?.away ?? null,
          state: event.state,
        },
      },
      ...(markets
        ? event.markets.map((m) => ({
            type: 'market' as const,
            data: { marketId: m.id, state: m.state },
          }))
        : []),
    ]);
  }

  async events(filter: { sport?: string | undefined; state?: string | undefined }) {
    const states = filter.state ? [filter.state] : ['prematch', 'live'];
    const found = await listEvents(this.db, { sport: filter.sport, states, limit: 500 });
    return found.map(eventView);
  }

  async event(id: number): Promise<SportsEvent> {
    const found = await findEvent(this.db, id);
    if (!found) throw new DomainError('NOT_FOUND');
    return eventView(found);
  }

  /**
   * Every event for the traders, any state. Without `state`: live first, then prematch soonest
   * first, then ended and cancelled latest first. With one: prematch and live soonest first, ended
   * and cancelled latest first. `to` before `from` is refused; a blank `q` or `sport` filters
   * nothing.
   */
  async adminEvents(
    filter: AdminEventFilter,
    page: number,
    size: number,
  ): Promise<{ list: AdminSportsEvent[]; total: number; page: number; size: number }> {
    if (filter.from && filter.to && filter.to < filter.from)
      throw DomainError.validation({ to: 'invalid_value' });
    const where: EventFilter = {
      state: filter.state,
      sport: filter.sport || undefined,
      q: filter.q || undefined,
      from: filter.from,
      to: filter.to,
    };
    const order: EventOrder = !filter.state
      ? 'board'
      : filter.state === 'prematch' || filter.state === 'live'
        ? 'soonest'
        : 'latest';
    const [found, total] = await Promise.all([
      eventSummaries(this.db, where, { order, limit: size, offset: (page - 1) * size }),
      countEvents(this.db, where),
    ]);
    return { list: found.map(adminEventView), total, page, size };
  }

  /** One event with every market (any state, with its limits) and selection (with its result). */
  async adminEvent(id: number): Promise<AdminSportsEventDetail> {
    const [found] = await eventSummaries(this.db, { id }, { order: 'board', limit: 1, offset: 0 });
    if (!found) throw new DomainError('NOT_FOUND');
    return adminEventDetailView(found, await marketsOf(this.db, [id]));
  }

  async createEvent(operator: OperatorIdentity, input: EventInput, meta: RequestMeta) {
    const startsAt = new Date(input.startsAt);
    if (Number.isNaN(startsAt.getTime()))
      throw DomainError.validation({ startsAt: 'invalid_format' });
    const markets = input.markets.map(checkMarket);
    const id = await this.db.transaction(async (tx) => {
      const { sport, league, home, away } = input;
      const event = await insertEvent(tx, { sport, league, home, away, startsAt });
      for (const [i, m] of markets.entries()) {
        const raw = input.markets[i]!;
        const market = await insertMarket(tx, {
          eventId: event.id,
          type: m.type,
          line: m.line,
          sort: i,
          ...(raw.maxStake ? { maxStake: raw.maxStake } : {}),
        });
        await insertSelections(
          tx,
          raw.selections.map((s, j) => ({
            marketId: market.id,
            outcome: s.outcome,
            odds: m.odds[j]!,
            sort: j,
          })),
        );
      }
      await this.audit(tx, operator, meta, 'sports.event.create', event.id, null, input);
      return event.id;
    });
    return this.event(id);
  }

  /** `live` from prematch; `cancelled` from prematch or live, which voids the event's bets. */
  async setState(operator: OperatorIdentity, id: number, state: string, meta: RequestMeta) {
    if (state !== 'live' && state !== 'cancelled')
      throw DomainError.validation({ state: 'invalid_value' });
    await this.db.transaction(async (tx) => {
      const event = await this.locked(tx, id);
      const allowed: Record<string, SportsEventState[]> = {
        live: ['prematch'],
        cancelled: ['prematch', 'live'],
      };
      if (!allowed[state]!.includes(event.state as SportsEventState))
        throw DomainError.validation({ state: 'invalid_value' });
      await updateEvent(tx, id, { state });
      if (state === 'cancelled') {
        const full = (await findEvent(tx, id))!;
        const selections = full.markets.flatMap((m) => m.selections);
        await setSelectionResults(
          tx,
          selections.map((s) => ({ id: s.id, result: 'void' })),
        );
        await setEventMarketsState(tx, id, 'void');
        await markEventLegs(tx, id);
      }
      await this.audit(
        tx,
        operator,
        meta,
        `sports.event.${state}`,
        id,
        { state: event.state },
        { state },
      );
    });
    const after = await this.event(id);
    this.announce(after, state === 'cancelled');
    if (state === 'cancelled') await this.deps.settlement.settleDue();
    return after;
  }

  async setScore(operator: OperatorIdentity, id: number, score: Score, meta: RequestMeta) {
    await this.db.transaction(async (tx) => {
      const event = await this.locked(tx, id);
      if (event.state !== 'live') throw new DomainError('MARKET_SUSPENDED');
      await updateEvent(tx, id, { scoreHome: score.home, scoreAway: score.away });
      const before = { home: event.scoreHome, away: event.scoreAway };
      await this.audit(tx, operator, meta, 'sports.event.score', id, before, score);
    });
    const after = await this.event(id);
    this.announce(after, false);
    return after;
  }

  /**
   * The final result: every market of the event settled by it, and its bets (re)settled. The same
   * result again changes nothing; another one resettles (API.md).
   */
  async postResult(operator: OperatorIdentity, id: number, result: Score, meta: RequestMeta) {
    const changed = await this.db.transaction(async (tx) => {
      const event = await this.locked(tx, id);
      if (event.state === 'cancelled') throw DomainError.validation({ state: 'invalid_value' });
      const same = event.resultHome === result.home && event.resultAway === result.away;
      if (event.resultVersion > 0 && same) return false;
      const full = (await findEvent(tx, id))!;
      await setSelectionResults(
        tx,
        full.markets.flatMap((m) =>
          m.selections.map((s) => ({
            id: s.id,
            result: legResult(m.type as MarketType, m.line, s.outcome, result),
          })),
        ),
      );
      await setEventMarketsState(tx, id, 'settled');
      await updateEvent(tx, id, {
        state: 'ended',
        scoreHome: result.home,
        scoreAway: result.away,
        resultHome: result.home,
        resultAway: result.away,
        resultVersion: event.resultVersion + 1,
      });
      await markEventLegs(tx, id);
      const before = event.resultVersion
        ? { home: event.resultHome, away: event.resultAway }
        : null;
      await this.audit(tx, operator, meta, 'sports.event.result', id, before, result);
      return true;
    });
    const after = await this.event(id);
    if (changed) this.announce(after, true);
    const settled = changed ? await this.deps.settlement.settleDue() : 0;
    return { event: after, settled };
  }

  async setOdds(
    operator: OperatorIdentity,
    marketId: number,
    selections: { id: number; odds: string }[],
    meta: RequestMeta,
  ): Promise<SportsMarket> {
    const view = await this.db.transaction(async (tx) => {
      const market = await lockMarket(tx, marketId);
      if (!market) throw new DomainError('NOT_FOUND');
      if (market.state === 'settled' || market.state === 'void')
        throw new DomainError('MARKET_SUSPENDED');
      for (const s of selections) {
        const odds = parseOdds(s.odds);
        if (odds === undefined) throw DomainError.validation({ odds: 'invalid_format' });
        if (!market.selections.some((x) => x.id === s.id)) throw new DomainError('NOT_FOUND');
        await setOdds(tx, s.id, odds);
      }
      const before = market.selections.map((s) => ({ id: s.id, odds: s.odds }));
      await this.audit(tx, operator, meta, 'sports.market.odds', marketId, before, selections);
      return marketView((await lockMarket(tx, marketId))!);
    });
    const moved = new Set(selections.map((s) => s.id));
    this.deps.publish(
      view.selections
        .filter((s) => moved.has(s.id))
        .map((s) => ({
          type: 'odds' as const,
          data: {
            eventId: view.eventId,
            marketId: view.id,
            selectionId: s.id,
            odds: s.odds,
            state: view.state,
          },
        })),
    );
    return view;
  }

  /** Stops (`suspended`) or resumes (`open`) taking bets on a market. */
  async setMarketOpen(
    operator: OperatorIdentity,
    marketId: number,
    open: boolean,
    meta: RequestMeta,
  ) {
    const view = await this.db.transaction(async (tx) => {
      const market = await lockMarket(tx, marketId);
      if (!market) throw new DomainError('NOT_FOUND');
      if (market.state === 'settled' || market.state === 'void')
        throw new DomainError('MARKET_SUSPENDED');
      const state = open ? 'open' : 'suspended';
      await setMarketState(tx, marketId, state);
      const action = open ? 'sports.market.open' : 'sports.market.suspend';
      await this.audit(tx, operator, meta, action, marketId, { state: market.state }, { state });
      return marketView({ ...market, state });
    });
    this.deps.publish([{ type: 'market', data: { marketId, state: view.state } }]);
    return view;
  }

  private async locked(tx: DbOrTx, id: number) {
    const event = await lockEvent(tx, id);
    if (!event) throw new DomainError('NOT_FOUND');
    return event;
  }

  private audit(
    tx: DbOrTx,
    operator: OperatorIdentity,
    meta: RequestMeta,
    action: string,
    id: number,
    before: unknown,
    after: unknown,
  ) {
    const kind = action.startsWith('sports.market') ? 'sports_market' : 'sports_event';
    return this.deps.audit.record(
      {
        actor: operatorActor(operator),
        action,
        target: { kind, id },
        before,
        after,
        ip: meta.ip,
        requestId: meta.requestId,
      },
      tx,
    );
  }
}
