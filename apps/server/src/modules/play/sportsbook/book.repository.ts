import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rows, tableRow } from '../../../db/client.ts';
import { sportsEvents, sportsMarkets, sportsSelections } from '../../../db/schema.ts';

// The book's events, markets and selections. One book for every brand: nothing here has a site.

export type EventRow = typeof sportsEvents.$inferSelect;
export type MarketRow = typeof sportsMarkets.$inferSelect;
export type SelectionRow = typeof sportsSelections.$inferSelect;
export type NewEvent = typeof sportsEvents.$inferInsert;
export type NewMarket = typeof sportsMarkets.$inferInsert;
export type NewSelection = typeof sportsSelections.$inferInsert;

export type MarketWithSelections = MarketRow & { selections: SelectionRow[] };
export type EventWithMarkets = EventRow & { markets: MarketWithSelections[] };

export async function insertEvent(tx: DbOrTx, values: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(sportsEvents).values(values).returning();
  return row!;
}

export async function insertMarket(tx: DbOrTx, values: NewMarket): Promise<MarketRow> {
  const [row] = await tx.insert(sportsMarkets).values(values).returning();
  return row!;
}

export async function insertSelections(tx: DbOrTx, values: NewSelection[]) {
  return tx.insert(sportsSelections).values(values).returning();
}

/** Events in those states (soonest first), with their markets and selections. */
export async function listEvents(
  db: DbOrTx,
  filter: { sport?: string | undefined; states: readonly string[]; limit: number },
): Promise<EventWithMarkets[]> {
  const conditions = [inArray(sportsEvents.state, [...filter.states])];
  if (filter.sport) conditions.push(eq(sportsEvents.sport, filter.sport));
  const events = await db
    .select()
    .from(sportsEvents)
    .where(and(...conditions))
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id))
    .limit(filter.limit);
  return withMarkets(db, events);
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventWithMarkets | undefined> {
  const events = await db.select().from(sportsEvents).where(eq(sportsEvents.id, id));
  return (await withMarkets(db, events))[0];
}

async function withMarkets(db: DbOrTx, events: EventRow[]): Promise<EventWithMarkets[]> {
  const markets = await marketsOf(
    db,
    events.map((e) => e.id),
  );
  return events.map((e) => ({ ...e, markets: markets.filter((m) => m.eventId === e.id) }));
}

/** The markets of these events in their order, each with its selections in theirs. */
export async function marketsOf(
  db: DbOrTx,
  eventIds: readonly number[],
): Promise<MarketWithSelections[]> {
  if (eventIds.length === 0) return [];
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(inArray(sportsMarkets.eventId, [...eventIds]))
    .orderBy(asc(sportsMarkets.sort), asc(sportsMarkets.id));
  const selections = markets.length
    ? await db
        .select()
        .from(sportsSelections)
        .where(
          inArray(
            sportsSelections.marketId,
            markets.map((m) => m.id),
          ),
        )
        .orderBy(asc(sportsSelections.sort), asc(sportsSelections.id))
    : [];
  return markets.map((m) => ({
    ...m,
    selections: selections.filter((s) => s.marketId === m.id),
  }));
}

/** What the operators' list filters events by (each optional; `q` already trimmed). */
export type EventFilter = {
  id?: number | undefined;
  state?: string | undefined;
  sport?: string | undefined;
  /** Contained in the league's or either team's name, in any letter case. */
  q?: string | undefined;
  /** Starting at or after this instant. */
  from?: Date | undefined;
  /** Starting before this instant. */
  to?: Date | undefined;
};

/**
 * `board`: live, then prematch soonest first, then ended and cancelled latest first; `soonest` and
 * `latest`: by start time alone (a list of one state, read in the order of its index).
 */
export type EventOrder = 'board' | 'soonest' | 'latest';

/** An event with what the operators' list shows beside it; stakes in minor units. */
export type EventSummary = EventRow & {
  marketCount: number;
  openMarkets: number;
  suspendedMarkets: number;
  betCount: number;
  openBetCount: number;
  openStakes: { currency: string; stakeMinor: bigint }[];
};

function eventWhere(filter: EventFilter): SQL {
  const parts: SQL[] = [];
  if (filter.id !== undefined) parts.push(sql`e.id = ${filter.id}`);
  if (filter.state) parts.push(sql`e.state = ${filter.state}`);
  if (filter.sport) parts.push(sql`e.sport = ${filter.sport}`);
  if (filter.q) {
    const q = sql`lower(${filter.q})`;
    parts.push(
      sql`(strpos(lower(e.league), ${q}) > 0 or strpos(lower(e.home), ${q}) > 0
           or strpos(lower(e.away), ${q}) > 0)`,
    );
  }
  if (filter.from) parts.push(sql`e.starts_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`e.starts_at < ${filter.to.toISOString()}::timestamptz`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

function eventOrder(order: EventOrder, alias: 'e' | 'p'): SQL {
  const a = sql.raw(alias);
  if (order === 'soonest') return sql`${a}.starts_at asc, ${a}.id asc`;
  if (order === 'latest') return sql`${a}.starts_at desc, ${a}.id desc`;
  return sql`case ${a}.state when 'live' then 0 when 'prematch' then 1 else 2 end,
             case when ${a}.state in ('live', 'prematch') then ${a}.starts_at end asc,
             ${a}.starts_at desc, ${a}.id asc`;
}

type SummaryRaw = Record<string, unknown> & {
  market_count: number;
  open_markets: number;
  suspended_markets: number;
  bet_count: number;
  open_bet_count: number;
  /** "CNY:150000,USD:2000" (minor units), or null without open bets. */
  open_stakes: string | null;
};

/**
 * A page of events with their market counts, their bets and the open bets' stakes per currency, in
 * one statement: the page is cut first, the counts are made for its events only. A bet has at most
 * one leg on an event (PARLAY_SAME_EVENT); it is counted once per event all the same.
 */
export async function eventSummaries(
  db: DbOrTx,
  filter: EventFilter,
  page: { order: EventOrder; limit: number; offset: number },
): Promise<EventSummary[]> {
  const found = await rows<SummaryRaw>(
    db,
    sql`select p.*, mk.market_count, mk.open_markets, mk.suspended_markets,
               bt.bet_count, bt.open_bet_count, bt.open_stakes
          from (select e.* from sports_events e ${eventWhere(filter)}
                 order by ${eventOrder(page.order, 'e')}
                 limit ${page.limit} offset ${page.offset}) p
         cross join lateral (
               select count(*)::int as market_count,
                      (count(*) filter (where m.state = 'open'))::int as open_markets,
                      (count(*) filter (where m.state = 'suspended'))::int as suspended_markets
                 from sports_markets m where m.event_id = p.id) mk
         cross join lateral (
               select coalesce(sum(c.bets), 0)::int as bet_count,
                      coalesce(sum(c.open_bets), 0)::int as open_bet_count,
                      string_agg(c.currency || ':' || c.open_stake, ',' order by c.currency)
                        filter (where c.open_bets > 0) as open_stakes
                 from (select b.currency, count(*) as bets,
                              count(*) filter (where b.state = 'open') as open_bets,
                              coalesce(sum(b.stake) filter (where b.state = 'open'), 0) as open_stake
                         from sports_bets b
                        where b.id in (select l.bet_id from sports_bet_legs l where l.event_id = p.id)
                        group by b.currency) c) bt
         order by ${eventOrder(page.order, 'p')}`,
  );
  return found.map((r) => ({
    ...tableRow(sportsEvents, r),
    marketCount: Number(r.market_count),
    openMarkets: Number(r.open_markets),
    suspendedMarkets: Number(r.suspended_markets),
    betCount: Number(r.bet_count),
    openBetCount: Number(r.open_bet_count),
    openStakes: (r.open_stakes ? r.open_stakes.split(',') : []).map((entry) => {
      const [currency, stake] = entry.split(':');
      return { currency: currency!, stakeMinor: BigInt(stake!) };
    }),
  }));
}

export async function countEvents(db: DbOrTx, filter: EventFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sports_events e ${eventWhere(filter)}`,
  );
  return Number(row?.n ?? 0);
}

/** The event locked against other changes until the caller's transaction ends. */
export async function lockEvent(tx: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, id)).for('update');
  return row;
}

export async function updateEvent(tx: DbOrTx, id: number, patch: Partial<NewEvent>) {
  const [row] = await tx
    .update(sportsEvents)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sportsEvents.id, id))
    .returning();
  return row!;
}

/** The market locked until the caller's transaction ends, with its selections. */
export async function lockMarket(
  tx: DbOrTx,
  id: number,
): Promise<MarketWithSelections | undefined> {
  const [market] = await tx
    .select()
    .from(sportsMarkets)
    .where(eq(sportsMarkets.id, id))
    .for('update');
  if (!market) return undefined;
  const selections = await tx
    .select()
    .from(sportsSelections)
    .where(eq(sportsSelections.marketId, id))
    .orderBy(asc(sportsSelections.sort), asc(sportsSelections.id));
  return { ...market, selections };
}

export async function setMarketState(tx: DbOrTx, id: number, state: string) {
  await tx.update(sportsMarkets).set({ state }).where(eq(sportsMarkets.id, id));
}

export async function setEventMarketsState(tx: DbOrTx, eventId: number, state: string) {
  await tx.update(sportsMarkets).set({ state }).where(eq(sportsMarkets.eventId, eventId));
}

export async function setOdds(tx: DbOrTx, selectionId: number, odds: number) {
  await tx.update(sportsSelections).set({ odds }).where(eq(sportsSelections.id, selectionId));
}

/** The results of many selections (an event's), in one statement. */
export async function setSelectionResults(
  tx: DbOrTx,
  results: readonly { id: number; result: string }[],
) {
  if (results.length === 0) return;
  const values = sql.join(
    results.map((r) => sql`(${r.id}::bigint, ${r.result}::text)`),
    sql`, `,
  );
  await rows(
    tx,
    sql`update sports_selections s set result = v.result
          from (values ${values}) as v(id, result) where s.id = v.id`,
  );
}

/** What a bet needs of each selection it names, the markets shared-locked against settlement. */
export type OfferRow = {
  selection_id: string | number;
  odds: number;
  outcome: string;
  market_id: string | number;
  type: string;
  line: number | null;
  market_state: string;
  max_stake: string;
  event_id: string | number;
  event_state: string;
  league: string;
  home: string;
  away: string;
  starts_at: string | Date;
};

/** `lock`: shared-lock the markets until the transaction ends (off for a look outside one). */
export async function offersForBet(tx: DbOrTx, selectionIds: readonly number[], lock = true) {
  return rows<OfferRow>(
    tx,
    sql`select s.id as selection_id, s.odds, s.outcome, m.id as market_id, m.type, m.line,
               m.state as market_state, m.max_stake, e.id as event_id, e.state as event_state,
               e.league, e.home, e.away, e.starts_at
          from sports_selections s
          join sports_markets m on m.id = s.market_id
          join sports_events e on e.id = m.event_id
         where s.id in (${sql.join(
           selectionIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         ${lock ? sql`for share of m` : sql``}`,
  );
}
