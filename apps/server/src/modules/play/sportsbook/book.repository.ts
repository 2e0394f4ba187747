import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { rows } from '../../../db/client.ts';
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
  if (events.length === 0) return [];
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(
      inArray(
        sportsMarkets.eventId,
        events.map((e) => e.id),
      ),
    )
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
  return events.map((e) => ({
    ...e,
    markets: markets
      .filter((m) => m.eventId === e.id)
      .map((m) => ({ ...m, selections: selections.filter((s) => s.marketId === m.id) })),
  }));
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
