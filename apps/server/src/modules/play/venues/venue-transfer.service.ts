import { randomUUID } from 'node:crypto';
import {
  CENTRAL_WALLET,
  resolveLang,
  toWireAmount,
  type CurrencyCode,
  type TransferMove,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { ledgerRefusal, type Ledger } from '../../../ledger/ledger.service.ts';
import { DomainError } from '../../../lib/errors.ts';
import { autoKey, memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import { memberCentral, memberVenue, type Owner } from '../../../ledger/wallet-accounts.ts';
import { VenueRefusal, type VenueAdapter } from './venue-adapter.ts';
import {
  venueName,
  type VenueAdapters,
  type VenueDirectory,
  type VenueInfo,
} from './venue-directory.ts';
import {
  fileMoves,
  insertTransfer,
  listTransfers,
  markUnknown,
  recentTransfers,
  settleMoves,
  type NewMove,
  type Settlement,
  transferByTrace,
  type TransferFilter,
  type VenueTransferRow,
} from './venue-transfer.repository.ts';
import { Batcher } from '../../../lib/batcher.ts';
import type { TransferCall } from '../../../ledger/ledger.repository.ts';
import type { ProtectionService } from '../../accounts/protection/protection.service.ts';
import type { Actor, AuditService } from '../../platform/audit/audit.service.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';

export type Direction = 'in' | 'out';
export type MoveOrigin = 'member' | 'recall' | 'launch' | 'return';

export type VenueMember = Owner & { currency: CurrencyCode };

export type TransferDeps = {
  ledger: Ledger;
  idempotency: Idempotency;
  directory: VenueDirectory;
  adapters: VenueAdapters;
  /** How long one venue call may take; the venue refuses the request after that deadline. */
  timeoutMs: number;
  audit: AuditService;
  /** Responsible gambling: nothing moves in while restricted, nor past a wager or loss limit. */
  protection?: StakeGate;
};

/** Responsible gambling's say on money moved into a venue (docs/decisions/limits.md). */
export type StakeGate = Pick<ProtectionService, 'assertMayPlay' | 'assertMayStake'>;

/** A resolution the venue gave us, or none yet. */
export type Outcome = 'post' | 'void' | 'unknown';

/**
 * Money between the central wallet and venue wallets, in two phases. Phase one holds the amount
 * in a pending ledger transfer and files the move (one transaction, once per idempotency key);
 * phase two asks the venue with our trace id and posts or voids the hold. When the venue's answer
 * is unknown the move stays pending ("in transit") and `resolve` settles it later, exactly once.
 */
export class VenueTransferService {
  constructor(
    private readonly db: Db,
    private readonly deps: TransferDeps,
  ) {}

  // Outside a transaction, the moves that arrive while the last call to PostgreSQL runs go in the
  // next: one round trip for many, each move still committed on its own (lib/batcher.ts).
  private readonly filings = new Batcher((moves: NewMove<TransferCall>[]) =>
    fileMoves(this.db, moves),
  );
  private readonly settlements = new Batcher((moves: Settlement[]) => settleMoves(this.db, moves));

  /** A venue members may move money to now, or the refusal that says why not. */
  async usableVenue(siteCode: string, code: string): Promise<VenueInfo> {
    const venue = await this.deps.directory.venue(siteCode, code);
    if (!venue || venue.state === 'off') throw new DomainError('NOT_FOUND');
    if (venue.state === 'maintenance') throw new DomainError('VENUE_MAINTENANCE');
    return venue;
  }

  adapter(venue: VenueInfo): VenueAdapter {
    return this.deps.adapters.for(venue);
  }

  /**
   * Files and attempts one move, once per Idempotency-Key. Answers the move as it stands after the
   * venue's answer: posted, voided (the venue refused; the money is back), or pending (in transit).
   * A replay answers the move the key filed, as it stands now, and moves nothing.
   */
  async move(
    who: VenueMember,
    venue: VenueInfo,
    player: string,
    direction: Direction,
    amount: bigint,
    options: { key?: string; origin: MoveOrigin; lang: string },
  ): Promise<TransferMove> {
    if (direction === 'in') await this.mayMoveIn(this.db, who, amount, options.lang);
    let filed: VenueTransferRow | undefined;
    const key = options.key ?? autoKey();
    const params = { venue: venue.code, direction, amount: String(amount) };
    const { traceId } = await this.deps.idempotency.run(
      memberOwner(who.memberId),
      'transfer',
      key,
      params,
      async (tx) => {
        filed = await this.file(tx, who, venue, direction, amount, options, traceIdOf());
        return { traceId: filed.traceId };
      },
      // Filing is one statement: the hold is a subquery of the move's insert.
      { oneStatement: true },
    );
    return filed ? this.complete(venue, filed, player) : this.current(traceId);
  }

  /**
   * Files a move in the caller's transaction, for a request that files several under one key (a
   * recall) or decides the amount inside it (a launch). With `upToLimits`, a move in is cut to what
   * the member's wager and loss limits leave (in whole venue units). Phase two is `complete`,
   * after the commit.
   */
  async fileIn(
    tx: DbOrTx,
    who: VenueMember,
    venue: VenueInfo,
    direction: Direction,
    amount: bigint,
    options: { origin: MoveOrigin; lang: string; upToLimits?: boolean },
  ): Promise<VenueTransferRow> {
    const upTo = options.upToLimits ? { unit: this.adapter(venue).unit } : undefined;
    const moved =
      direction === 'in' ? await this.mayMoveIn(tx, who, amount, options.lang, upTo) : amount;
    return this.file(tx, who, venue, direction, moved, options, traceIdOf());
  }

  /**
   * What of `amount` may move in: refused while the member is restricted or past a wager or loss
   * limit. Read before the move is filed, not under its lock: a move already under way when a
   * limit is lowered may still complete (docs/decisions/limits.md).
   */
  private async mayMoveIn(
    db: DbOrTx,
    who: VenueMember,
    amount: bigint,
    lang: string,
    upTo?: { unit: bigint },
  ): Promise<bigint> {
    const gate = this.deps.protection;
    if (!gate) return amount;
    const to = { currency: who.currency, lang: resolveLang(lang) };
    return gate.assertMayStake(db, who.memberId, amount, to, upTo);
  }

  /** Phase two of a filed move: the venue's answer settles it, or it stays in transit. */
  async complete(venue: VenueInfo, row: VenueTransferRow, player: string): Promise<TransferMove> {
    const outcome = await this.attempt(venue, row, player);
    if (outcome !== 'unknown') return moveView(await this.settle(row, outcome));
    // No answer: ask once more now, so the member usually gets a final state at once.
    const asked = await this.askStatus(venue, row);
    if (asked !== 'unknown') return moveView(await this.settle(row, asked));
    await markUnknown(this.db, row.id, new Date(Date.now() + 1_000), 'no answer from the venue');
    return moveView({ ...row, state: 'pending' });
  }

  /** A move as it stands now, by trace id (what a replayed request answers). */
  async current(traceId: string): Promise<TransferMove> {
    const row = await transferByTrace(this.db, traceId);
    if (!row) throw new DomainError('NOT_FOUND');
    return moveView(row);
  }

  private async file(
    tx: DbOrTx,
    who: VenueMember,
    venue: VenueInfo,
    direction: Direction,
    amount: bigint,
    options: { origin: MoveOrigin; lang: string },
    traceId: string,
  ): Promise<VenueTransferRow> {
    const central = memberCentral(who);
    const wallet = memberVenue(who, venue.code);
    const transfer = {
      key: `venue:${traceId}`,
      debit: direction === 'in' ? central : wallet,
      credit: direction === 'in' ? wallet : central,
      amount,
      currency: who.currency,
      reason: 'transfer',
      pending: true,
      meta: { traceId, direction, venueName: venueName(venue, options.lang) },
    };
    const move = {
      traceId,
      siteCode: who.siteCode,
      memberId: who.memberId,
      venueCode: venue.code,
      direction,
      amount,
      currency: who.currency,
      origin: options.origin,
      // The reconciler leaves the move alone while this request may still be waiting on the venue.
      nextCheckAt: new Date(Date.now() + this.deps.timeoutMs + 1_000),
    };
    // Without a key to claim there is no transaction (Idempotency.run), and the move joins the next
    // batch; inside the key's transaction its row and hold are one statement of that transaction.
    const filed =
      tx === this.db
        ? this.filings.add({ ...move, hold: await this.deps.ledger.transferCall(transfer, tx) })
        : insertTransfer(tx, { ...move, hold: await this.deps.ledger.transferIdSql(transfer, tx) });
    return filed.catch((error: unknown) => {
      throw ledgerRefusal(error);
    });
  }

  /** Phase two: the venue applies it, refuses it, or we cannot tell. */
  private async attempt(venue: VenueInfo, row: VenueTransferRow, player: string): Promise<Outcome> {
    try {
      await this.adapter(venue).transfer({
        traceId: row.traceId,
        player,
        direction: row.direction,
        amount: row.amount,
        currency: row.currency,
        deadline: new Date(Date.now() + this.deps.timeoutMs),
      });
      return 'post';
    } catch (error) {
      return error instanceof VenueRefusal ? 'void' : 'unknown';
    }
  }

  /**
   * Asks the venue what became of a move. Asking about a trace id it never saw cancels it there,
   * so `void` is final; only a clear status answer counts, anything else stays unknown.
   */
  async askStatus(venue: VenueInfo, row: Pick<VenueTransferRow, 'traceId'>): Promise<Outcome> {
    try {
      const answer = await this.adapter(venue).transferStatus(row.traceId);
      return answer.status === 'applied' ? 'post' : 'void';
    } catch {
      return 'unknown';
    }
  }

  /**
   * Closes the move and posts or voids its hold, once, in a transaction of its own, sent in one
   * round trip with the other moves settled at that moment (`settleMoves`): a second caller finds
   * it settled and gets it as the first left it.
   */
  async settle(
    row: VenueTransferRow,
    outcome: Exclude<Outcome, 'unknown'>,
  ): Promise<VenueTransferRow> {
    try {
      return { ...row, ...(await this.settlements.add({ id: row.id, outcome })) };
    } catch (error) {
      throw ledgerRefusal(error);
    }
  }

  /**
   * An operator asks the venue about a move in transit now, instead of waiting for the
   * reconciler's next turn. Only the venue's answer settles it: an operator cannot post or void a
   * move by hand, since the venue may hold the money.
   */
  async reconcileNow(traceId: string, operator: Actor, meta: Partial<RequestMeta> = {}) {
    const row = await transferByTrace(this.db, traceId);
    if (!row) throw new DomainError('NOT_FOUND');
    if (row.state !== 'pending') return row;
    const venue = await this.deps.directory.venue(row.siteCode, row.venueCode);
    const outcome = venue ? await this.askStatus(venue, row) : 'unknown';
    const after = outcome === 'unknown' ? row : await this.settle(row, outcome);
    await this.deps.audit.record({
      actor: operator,
      siteCode: row.siteCode,
      action: 'venue.transfer.reconcile',
      target: { kind: 'venue_transfer', id: traceId },
      before: { state: row.state },
      after: { state: after.state, outcome },
      ...meta,
    });
    return after;
  }

  async list(filter: TransferFilter, page: number, size: number) {
    const { rows, total } = await listTransfers(this.db, filter, size, (page - 1) * size);
    return { list: rows.map((row) => adminView(row, row.account)), total, page, size };
  }

  async recent(memberId: number, limit = 20): Promise<TransferMove[]> {
    return (await recentTransfers(this.db, memberId, limit)).map(moveView);
  }
}

const traceIdOf = () => `vt_${randomUUID().replaceAll('-', '')}`;

function adminView(row: VenueTransferRow, account: string) {
  return {
    ...moveView(row),
    siteCode: row.siteCode,
    memberId: row.memberId,
    account,
    venue: row.venueCode,
    direction: row.direction,
    currency: row.currency,
    origin: row.origin,
    attempts: row.attempts,
    lastError: row.lastError,
    nextCheckAt: row.state === 'pending' ? row.nextCheckAt.toISOString() : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export function moveView(row: VenueTransferRow): TransferMove {
  const venue = row.venueCode;
  return {
    id: row.traceId,
    from: row.direction === 'in' ? CENTRAL_WALLET : venue,
    to: row.direction === 'in' ? venue : CENTRAL_WALLET,
    amount: toWireAmount(row.amount, row.currency as CurrencyCode),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}
