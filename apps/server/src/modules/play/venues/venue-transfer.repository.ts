import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TransferCall } from '../../../ledger/ledger.repository.ts';
import type { ItemOutcome } from '../../../lib/batcher.ts';
import { preparedRows, rows, tableRow, type DbOrTx } from '../../../db/client.ts';
import {
  memberGameSettings,
  memberPresence,
  venuePlayers,
  venueTransfers,
} from '../../../db/schema.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';

export type VenueTransferRow = typeof venueTransfers.$inferSelect;

/** A move to file, with the pending hold it takes (by the same statement). */
export type NewMove<Hold> = Pick<
  VenueTransferRow,
  | 'traceId'
  | 'siteCode'
  | 'memberId'
  | 'venueCode'
  | 'direction'
  | 'amount'
  | 'currency'
  | 'origin'
  | 'nextCheckAt'
> & { hold: Hold };

/**
 * Files a move and takes its hold in one statement, inside the caller's transaction (the hold is
 * `Ledger.transferIdSql`), as a named prepared statement: drizzle's insert builder spent more of the
 * node's time on it than any other query (bench/README.md, venue transfers).
 */
export async function insertTransfer(db: DbOrTx, m: NewMove<SQL>): Promise<VenueTransferRow> {
  const [row] = await preparedRows<Record<string, unknown>>(
    db,
    'venue_transfer_file',
    sql`insert into venue_transfers (trace_id, site_code, member_id, venue_code, direction, amount,
          currency, pending_transfer_id, origin, next_check_at)
        values (${m.traceId}, ${m.siteCode}, ${m.memberId}::bigint, ${m.venueCode}, ${m.direction},
          ${m.amount.toString()}::bigint, ${m.currency}, ${m.hold}, ${m.origin},
          ${m.nextCheckAt.toISOString()}::timestamptz)
        returning *`,
  );
  if (!row) throw new Error('venue transfer insert returned no row');
  return tableRow(venueTransfers, row);
}

/** A move's error as the server gave it, for `ledgerRefusal` to read. */
const itemError = (entry: { error?: unknown; sqlstate?: unknown }) =>
  Object.assign(new Error(String(entry.error)), { code: String(entry.sqlstate ?? '') });

/**
 * Files many moves in one round trip, each with its hold in a transaction of its own
 * (`venue_transfers_file` in sql/venue-transfers.sql: it must run outside a transaction, since it
 * commits after each move). Answers, in order, each move's row or its own error.
 */
export async function fileMoves(
  db: DbOrTx,
  moves: readonly NewMove<TransferCall>[],
): Promise<ItemOutcome<VenueTransferRow>[]> {
  const items = moves.map((m) => ({
    trace_id: m.traceId,
    site_code: m.siteCode,
    member_id: m.memberId,
    venue_code: m.venueCode,
    direction: m.direction,
    amount: m.amount.toString(),
    currency: m.currency,
    origin: m.origin,
    next_check_at: m.nextCheckAt.toISOString(),
    hold_key: m.hold.key,
    hold_kind: m.hold.kind,
    debit_id: m.hold.debitAccountId,
    credit_id: m.hold.creditAccountId,
    hold_amount: m.hold.amount?.toString() ?? null,
    hold_currency: m.hold.currency,
    reason: m.hold.reason,
    pending_id: m.hold.pendingId,
    meta: m.hold.meta,
  }));
  const [row] = await preparedRows<{ p_filed: Record<string, unknown>[] | string }>(
    db,
    'venue_transfers_file_call',
    sql`call venue_transfers_file(${JSON.stringify(items)}::jsonb, null)`,
  );
  return outcomesOf(row?.p_filed, moves.length, (entry) => tableRow(venueTransfers, entry));
}

export type Settlement = { id: number; outcome: 'post' | 'void' };

/**
 * Closes pending moves as posted or voided and resolves their ledger holds the same way, one call
 * of `venue_transfer_settle` per move and a transaction each, all in one round trip
 * (`venue_transfers_settle`; both in sql/venue-transfers.sql). A move already closed is left as it
 * is, and its state comes back. Answers in the order given.
 */
export async function settleMoves(
  db: DbOrTx,
  moves: readonly Settlement[],
): Promise<ItemOutcome<Pick<VenueTransferRow, 'state' | 'resolvedAt'>>[]> {
  const [row] = await preparedRows<{ p_settled: Record<string, unknown>[] | string }>(
    db,
    'venue_transfers_settle_call',
    sql`call venue_transfers_settle(${JSON.stringify(moves)}::jsonb, null)`,
  );
  return outcomesOf(row?.p_settled, moves.length, (entry) => ({
    state: entry.state as VenueTransferRow['state'],
    resolvedAt: entry.resolved_at ? new Date(String(entry.resolved_at)) : null,
  }));
}

/**
 * A procedure's per-move answers (jsonb: parsed by one driver, text from another) as outcomes:
 * an entry with `error` is that move's own refusal, any other is read by `value`.
 */
function outcomesOf<T>(
  answer: Record<string, unknown>[] | string | undefined,
  count: number,
  value: (entry: Record<string, unknown>) => T,
): ItemOutcome<T>[] {
  const entries = (typeof answer === 'string' ? JSON.parse(answer) : answer) as
    Record<string, unknown>[] | undefined;
  if (!Array.isArray(entries) || entries.length !== count) {
    throw new Error(`venue transfer procedure answered ${entries?.length ?? 0} of ${count} moves`);
  }
  return entries.map((entry) =>
    'error' in entry ? { ok: false, error: itemError(entry) } : { ok: true, value: value(entry) },
  );
}

export async function transferByTrace(db: DbOrTx, traceId: string) {
  const [row] = await db.select().from(venueTransfers).where(eq(venueTransfers.traceId, traceId));
  return row;
}

export async function markUnknown(db: DbOrTx, id: number, nextCheckAt: Date, error: string) {
  await db
    .update(venueTransfers)
    .set({ nextCheckAt, lastError: error.slice(0, 500) })
    .where(and(eq(venueTransfers.id, id), eq(venueTransfers.state, 'pending')));
}

/**
 * Claims due pending rows for this node: SKIP LOCKED lets other nodes take other rows at the same
 * moment, and pushing `next_check_at` out by the lease keeps them off ours after the commit.
 */
export async function claimDue(db: DbOrTx, limit: number, leaseMs: number) {
  const claimed = await rows<{ id: string | number }>(
    db,
    sql`
    update venue_transfers set next_check_at = now() + (${leaseMs} * interval '1 millisecond'),
      attempts = attempts + 1
    where id in (
      select id from venue_transfers
      where state = 'pending' and next_check_at <= now()
      order by next_check_at limit ${limit}
      for update skip locked)
    returning id`,
  );
  const ids = claimed.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(venueTransfers).where(inArray(venueTransfers.id, ids));
}

export async function pendingFor(db: DbOrTx, memberId: number, venueCode?: string) {
  return db
    .select()
    .from(venueTransfers)
    .where(
      and(
        eq(venueTransfers.memberId, memberId),
        eq(venueTransfers.state, 'pending'),
        venueCode ? eq(venueTransfers.venueCode, venueCode) : undefined,
      ),
    );
}

/**
 * The newest move of a member at a venue and how many are pending, read together: a balance read
 * after this may be booked only if the mark is unchanged when the account is locked.
 */
export async function transferMark(db: DbOrTx, memberId: number, venueCode: string) {
  // Two index lookups (venue_transfers_member_venue_idx, ..._member_pending_idx), not a scan of
  // the member's history: this runs before every move out of a venue and every wallet refresh.
  const [row] = await preparedRows<{ last_id: string | number | null; pending: string | number }>(
    db,
    'venue_transfer_mark',
    sql`select
      (select max(id) from venue_transfers
        where member_id = ${memberId} and venue_code = ${venueCode}) as last_id,
      (select count(*) from venue_transfers
        where member_id = ${memberId} and venue_code = ${venueCode} and state = 'pending') as pending`,
  );
  return { lastId: Number(row?.last_id ?? 0), pending: Number(row?.pending ?? 0) };
}

export async function recentTransfers(db: DbOrTx, memberId: number, limit: number) {
  return db
    .select()
    .from(venueTransfers)
    .where(eq(venueTransfers.memberId, memberId))
    .orderBy(sql`(${venueTransfers.state} = 'pending') desc`, desc(venueTransfers.id))
    .limit(limit);
}

export type TransferFilter = {
  state?: VenueTransferRow['state'] | undefined;
  siteCode?: string | undefined;
  venueCode?: string | undefined;
  /** The member's account name, in any letter case. */
  account?: string | undefined;
  /** Filed at or after `from` and before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * Moves for operators with the member's account name, those in transit oldest first, then the
 * newest settled ones.
 */
export async function listTransfers(db: DbOrTx, f: TransferFilter, limit: number, offset: number) {
  const where = and(
    f.state ? eq(venueTransfers.state, f.state) : undefined,
    f.siteCode ? eq(venueTransfers.siteCode, f.siteCode) : undefined,
    f.venueCode ? eq(venueTransfers.venueCode, f.venueCode) : undefined,
    f.account ? sql`lower(${memberAccounts.account}) = lower(${f.account})` : undefined,
    f.from ? gte(venueTransfers.createdAt, f.from) : undefined,
    f.to ? lt(venueTransfers.createdAt, f.to) : undefined,
  );
  const [found, [count]] = await Promise.all([
    db
      .select({ move: venueTransfers, account: memberAccounts.account })
      .from(venueTransfers)
      .innerJoin(memberAccounts, eq(memberAccounts.id, venueTransfers.memberId))
      .where(where)
      .orderBy(
        sql`(${venueTransfers.state} = 'pending') desc`,
        sql`case when ${venueTransfers.state} = 'pending' then ${venueTransfers.id} else -${venueTransfers.id} end`,
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<string | number>`count(*)` })
      .from(venueTransfers)
      .innerJoin(memberAccounts, eq(memberAccounts.id, venueTransfers.memberId))
      .where(where),
  ]);
  return {
    rows: found.map((r) => ({ ...r.move, account: r.account })),
    total: Number(count?.n ?? 0),
  };
}

export async function playerOf(db: DbOrTx, memberId: number, venueCode: string) {
  const [row] = await db
    .select()
    .from(venuePlayers)
    .where(and(eq(venuePlayers.memberId, memberId), eq(venuePlayers.venueCode, venueCode)));
  return row;
}

export async function playersOf(db: DbOrTx, memberId: number) {
  return db.select().from(venuePlayers).where(eq(venuePlayers.memberId, memberId));
}

export async function insertPlayer(db: DbOrTx, row: typeof venuePlayers.$inferInsert) {
  await db.insert(venuePlayers).values(row).onConflictDoNothing();
}

export async function memberByPlayer(
  db: DbOrTx,
  siteCode: string,
  venueCode: string,
  players: readonly string[],
) {
  if (players.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ player: venuePlayers.player, memberId: venuePlayers.memberId })
    .from(venuePlayers)
    .where(
      and(
        eq(venuePlayers.siteCode, siteCode),
        eq(venuePlayers.venueCode, venueCode),
        inArray(venuePlayers.player, [...players]),
      ),
    );
  return new Map(rows.map((r) => [r.player, r.memberId]));
}

export async function autoTransferOf(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: memberGameSettings.autoTransfer })
    .from(memberGameSettings)
    .where(eq(memberGameSettings.memberId, memberId));
  return row?.on ?? false;
}

export async function setAutoTransfer(db: DbOrTx, memberId: number, on: boolean) {
  await db
    .insert(memberGameSettings)
    .values({ memberId, autoTransfer: on })
    .onConflictDoUpdate({
      target: memberGameSettings.memberId,
      set: { autoTransfer: on, updatedAt: new Date() },
    });
}

export async function touchPresence(
  db: DbOrTx,
  memberId: number,
  gameId: string,
  platform: string,
) {
  await db
    .insert(memberPresence)
    .values({ memberId, gameId, platform })
    .onConflictDoUpdate({
      target: memberPresence.memberId,
      set: { gameId, platform, seenAt: new Date() },
    });
}
