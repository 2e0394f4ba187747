import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LegResult } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedRows, rows } from '../../../db/client.ts';
import {
  sportsBetLegs,
  sportsBets,
  sportsCashoutQuotes,
  sportsEvents,
  sportsMarkets,
  sportsSelections,
} from '../../../db/schema.ts';

export type BetRow = typeof sportsBets.$inferSelect;
export type NewBet = typeof sportsBets.$inferInsert;
export type LegRow = typeof sportsBetLegs.$inferSelect;
/** A leg with what its market and selection say (for the member's view). */
export type LegView = LegRow & {
  type: string;
  line: number | null;
  outcome: string;
  event: { league: string; home: string; away: string; startsAt: Date };
};
export type BetWithLegs = BetRow & { legs: LegView[] };

export async function legsOf(db: DbOrTx, betIds: readonly number[]): Promise<LegView[]> {
  if (betIds.length === 0) return [];
  const found = await db
    .select({
      leg: sportsBetLegs,
      type: sportsMarkets.type,
      line: sportsMarkets.line,
      outcome: sportsSelections.outcome,
      event: {
        league: sportsEvents.league,
        home: sportsEvents.home,
        away: sportsEvents.away,
        startsAt: sportsEvents.startsAt,
      },
    })
    .from(sportsBetLegs)
    .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBetLegs.selectionId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsBetLegs.eventId))
    .where(inArray(sportsBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsBetLegs.betId), asc(sportsBetLegs.legNo));
  return found.map((r) => ({
    ...r.leg,
    type: r.type,
    line: r.line,
    outcome: r.outcome,
    event: r.event,
  }));
}

const withLegs = async (db: DbOrTx, bets: BetRow[]): Promise<BetWithLegs[]> => {
  const legs = await legsOf(
    db,
    bets.map((b) => b.id),
  );
  return bets.map((b) => ({ ...b, legs: legs.filter((l) => l.betId === b.id) }));
};

/** A member's bets, newest first: `open` ones, or settled ones (every other state). */
export async function listMemberBets(
  db: DbOrTx,
  memberId: number,
  state: 'open' | 'settled' | undefined,
  limit: number,
  offset: number,
): Promise<{ list: BetWithLegs[]; total: number }> {
  const conditions = [eq(sportsBets.memberId, memberId)];
  if (state === 'open') conditions.push(eq(sportsBets.state, 'open'));
  if (state === 'settled') conditions.push(ne(sportsBets.state, 'open'));
  const where = and(...conditions);
  const [bets, [total]] = await Promise.all([
    db
      .select()
      .from(sportsBets)
      .where(where)
      .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sportsBets).where(where),
  ]);
  return { list: await withLegs(db, bets), total: Number(total?.n ?? 0) };
}

export async function findMemberBet(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<BetWithLegs | undefined> {
  return (await findMemberBets(db, memberId, [id]))[0];
}

/** The member's bets of these ids (others' are not found), with their legs. */
export async function findMemberBets(
  db: DbOrTx,
  memberId: number,
  ids: readonly number[],
): Promise<BetWithLegs[]> {
  if (ids.length === 0) return [];
  const bets = await db
    .select()
    .from(sportsBets)
    .where(and(inArray(sportsBets.id, [...ids]), eq(sportsBets.memberId, memberId)));
  return withLegs(db, bets);
}

/** The member's bet locked until the caller's transaction ends, with its legs. */
export async function lockMemberBet(
  tx: DbOrTx,
  memberId: number,
  id: number,
): Promise<BetWithLegs | undefined> {
  const bets = await tx
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.id, id), eq(sportsBets.memberId, memberId)))
    .for('update');
  return (await withLegs(tx, bets))[0];
}

export type QuoteRow = typeof sportsCashoutQuotes.$inferSelect;

export async function insertQuote(tx: DbOrTx, values: typeof sportsCashoutQuotes.$inferInsert) {
  await tx.insert(sportsCashoutQuotes).values(values);
}

export async function findQuote(db: DbOrTx, id: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(sportsCashoutQuotes).where(eq(sportsCashoutQuotes.id, id));
  return row;
}

/**
 * Copies the results of an event's selections onto the legs that name them, in one statement, and
 * marks the bets whose legs changed as due for (re)settlement. Answers how many bets are due.
 */
export async function markEventLegs(tx: DbOrTx, eventId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`with changed as (
          update sports_bet_legs l set result = coalesce(s.result, 'open')
            from sports_selections s
           where s.id = l.selection_id and l.event_id = ${eventId}
             and l.result <> coalesce(s.result, 'open')
          returning l.bet_id),
        due as (
          update sports_bets b set settle_due = true, updated_at = now()
           where b.id in (select bet_id from changed) and b.state <> 'cashed_out'
          returning 1)
        select count(*)::int as n from due`,
  );
  return Number(row?.n ?? 0);
}

/** What settling a bet needs of it: its money, its state and its legs' results at their odds. */
export type DueBet = {
  id: number;
  siteCode: string;
  memberId: number;
  currency: string;
  stake: bigint;
  state: string;
  paid: bigint;
  settleVersion: number;
  legs: { result: LegResult; odds: number }[];
};

/**
 * Up to `limit` bets of the lane's members due for settlement after bet `after`, locked for this
 * transaction and skipped by every other node's claim, with their legs, in one statement: several
 * nodes share the work and no bet is settled twice at once. A settler moves on from its last claim: the bets it settled
 * stay in the due index as dead entries until vacuum, and scanning from the start each time would
 * step over all of them again (quadratic in an event's bets).
 */
export async function claimDueBets(
  tx: DbOrTx,
  { limit, after, lane, lanes }: { limit: number; after: number; lane: number; lanes: number },
): Promise<DueBet[]> {
  const found = await rows<{
    id: string | number;
    site_code: string;
    member_id: string | number;
    currency: string;
    stake: string;
    state: string;
    paid: string;
    settle_version: number;
    legs: string;
  }>(
    tx,
    sql`with claimed as (
          select id, site_code, member_id, currency, stake, state, paid, settle_version
            from sports_bets
           where settle_due and id > ${after} and member_id % ${lanes} = ${lane}
           order by id limit ${limit}
             for update skip locked)
        select c.id, c.site_code, c.member_id, c.currency, c.stake::text as stake, c.state,
               c.paid::text as paid, c.settle_version,
               (select string_agg(l.result || ':' || l.odds, ',' order by l.leg_no)
                  from sports_bet_legs l where l.bet_id = c.id) as legs
          from claimed c order by c.id`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    siteCode: r.site_code,
    memberId: Number(r.member_id),
    currency: r.currency,
    stake: BigInt(r.stake),
    state: r.state,
    paid: BigInt(r.paid),
    settleVersion: Number(r.settle_version),
    legs: r.legs.split(',').map((leg) => {
      const [result, odds] = leg.split(':');
      return { result: result as LegResult, odds: Number(odds) };
    }),
  }));
}

export async function updateBet(tx: DbOrTx, id: number, patch: Partial<NewBet>) {
  await tx
    .update(sportsBets)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(sportsBets.id, id));
}

/** A settlement's outcome for one bet; without `state` the bet is only taken off the due list. */
export type SettledBet = {
  id: number;
  state?: string;
  payout?: bigint;
  paid?: bigint;
  owed?: bigint;
  settleVersion?: number;
};

/** A settlement batch's bets written in one statement. */
export async function writeSettledBets(tx: DbOrTx, bets: readonly SettledBet[]): Promise<void> {
  if (bets.length === 0) return;
  const json = JSON.stringify(
    bets.map((b) => ({
      id: b.id,
      state: b.state ?? null,
      payout: b.payout?.toString() ?? null,
      paid: b.paid?.toString() ?? null,
      owed: b.owed?.toString() ?? null,
      version: b.settleVersion ?? null,
    })),
  );
  await tx.execute(
    sql`update sports_bets b set
          state = coalesce(v.state, b.state),
          payout = case when v.state is null then b.payout else v.payout end,
          paid = coalesce(v.paid, b.paid),
          owed = coalesce(v.owed, b.owed),
          settle_version = coalesce(v.version, b.settle_version),
          settled_at = case when v.state is null then b.settled_at else now() end,
          settle_due = false,
          updated_at = now()
        from jsonb_to_recordset(${json}::jsonb)
          as v(id bigint, state text, payout bigint, paid bigint, owed bigint, version integer)
        where b.id = v.id`,
  );
}

/** A bet as `sportsbook_place` answers and stores it (amounts in minor units, as text). */
export type PlacedBet = {
  id: number;
  currency: string;
  stake: string;
  odds: string;
  potentialPayout: string;
  placedAt: string;
  legs: {
    legNo: number;
    selectionId: number;
    marketId: number;
    eventId: number;
    odds: number;
    type: string;
    line: number | null;
    outcome: string;
    league: string;
    home: string;
    away: string;
    startsAt: string;
  }[];
};

export type PlaceAnswer =
  | { refusal: 'SESSION' | 'IDEMPOTENCY_CONFLICT' | 'NOT_FOUND' | 'MARKET_SUSPENDED' }
  | { refusal: 'PARLAY_SAME_EVENT' }
  | { refusal: 'ODDS_CHANGED'; legs: { selectionId: number; odds: number }[] }
  | { refusal: 'STAKE_LIMIT'; min: number; max: number }
  | {
      refusal: 'LIMIT_REACHED';
      kind: 'wager' | 'loss';
      period: 'day' | 'week' | 'month';
      amount: string;
      used: string;
    }
  | { delay: true }
  | { replay: PlacedBet }
  | { bet: PlacedBet; suspended: number[] };

/** One call of `sportsbook_place` (sql/sportsbook-place.sql): the whole placement of a bet. */
export async function placeBet(
  db: DbOrTx,
  input: {
    memberId: number;
    siteCode: string;
    currency: string;
    scale: number;
    scope: string;
    key: string | null;
    hash: string;
    stake: bigint;
    minStake: bigint;
    maxPayout: bigint;
    accept: string;
    holdLive: boolean;
    debitId: number;
    creditId: number;
    legs: { selection_id: number; odds: number }[];
    /** The member's wager and loss limits in force and their periods' starts (LIMIT_REACHED). */
    limits?: { kind: string; period: string; amount: bigint; from: Date }[];
  },
): Promise<PlaceAnswer> {
  const p = {
    member_id: input.memberId,
    site_code: input.siteCode,
    currency: input.currency,
    scale: input.scale,
    scope: input.scope,
    key: input.key,
    hash: input.hash,
    stake: input.stake.toString(),
    min_stake: input.minStake.toString(),
    max_payout: input.maxPayout.toString(),
    accept: input.accept,
    hold_live: input.holdLive,
    debit_id: input.debitId,
    credit_id: input.creditId,
    legs: input.legs,
    limits: (input.limits ?? []).map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount.toString(),
      from: l.from.toISOString(),
    })),
  };
  const [row] = await preparedRows<{ answer: PlaceAnswer | string }>(
    db,
    'sportsbook_place_call',
    sql`select sportsbook_place(${JSON.stringify(p)}::jsonb) as answer`,
  );
  const answer = row!.answer;
  // The embedded database's driver answers jsonb parsed, node-postgres too; a string is text.
  return typeof answer === 'string' ? (JSON.parse(answer) as PlaceAnswer) : answer;
}

/**
 * What each wager or loss limit has used since its period's start, in the order given: the sums
 * `sportsbook_place` checks a bet against (`member_play_used`, sql/sportsbook-place.sql), for a
 * move of money into play outside the book (a transfer into a venue).
 */
export async function playUsed(
  db: DbOrTx,
  memberId: number,
  limits: readonly { kind: 'wager' | 'loss'; from: Date }[],
): Promise<bigint[]> {
  if (limits.length === 0) return [];
  const each = limits.map(
    (l, n) =>
      sql`select ${n}::int as n, member_play_used(${memberId}, ${l.kind}, ${l.from.toISOString()}::timestamptz)::text as used`,
  );
  const found = await rows<{ n: number; used: string }>(db, sql.join(each, sql` union all `));
  return found.sort((a, b) => a.n - b.n).map((r) => BigInt(r.used));
}
