import { toWireAmount, type CurrencyCode } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AccountRef, Ledger } from '../../../ledger/ledger.service.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { operatorOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import { currencyOf } from '../../../lib/money.ts';
import { houseShard, memberVenue } from '../../../ledger/wallet-accounts.ts';
import { markBooked, unbookedBets, type BetRow } from './bets.repository.ts';
import {
  clearDiscrepancy,
  closeBooked,
  listDiscrepancies,
  lockDiscrepancy,
  type DiscrepancyFilter,
  recordDiscrepancy,
  type DiscrepancyRow,
} from './discrepancy.repository.ts';
import { transferMark } from './venue-transfer.repository.ts';
import type { VenueMember } from './venue-transfer.service.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

/** The longest reason an operator may give for booking a discrepancy, as for an adjustment. */
const REASON_MAX = 200;

/** Where booking problems are told: the app's logger. */
export type PlayLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

/** The ledger key of a bet's stake or payout: a bet seen twice is booked once. */
export const betKey = (bet: Pick<BetRow, 'siteCode' | 'venueCode' | 'betId'>, leg: string) =>
  `venue-bet:${bet.siteCode}:${bet.venueCode}:${bet.betId}:${leg}`;

const floatOf = (who: VenueMember, venueCode: string): AccountRef => ({
  kind: 'house_venue_float',
  siteCode: who.siteCode,
  currency: who.currency,
  venueCode,
  shard: houseShard(who.memberId),
});

/**
 * Play at a venue in our books, bet by bet (docs/decisions/venue-play-booking.md): each pulled bet
 * moves the member's venue wallet by its stake and then its payout, against the house's float for
 * that venue, under keys made from the bet's id. What the venue's balance says beyond that is not
 * booked but flagged to operators as a discrepancy, who may book it after looking (audited).
 */
export class VenuePlayBooking {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      ledger: Ledger;
      audit: AuditService;
      idempotency: Idempotency;
      log?: PlayLog;
    },
  ) {}

  /**
   * Books the member's bets at the venue not booked yet, oldest first, in one transaction (a
   * background batch, each bet whole inside it). Not while a move with the venue is in transit:
   * the venue may have let the member play with money our hold does not release yet. A bet the
   * wallet cannot cover (money the books do not know of) stops the batch; it is tried again later.
   */
  async book(who: VenueMember, venueCode: string): Promise<'booked' | 'in_transit' | 'short'> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.deps.ledger.lock([memberVenue(who, venueCode)], tx);
        if ((await transferMark(tx, who.memberId, venueCode)).pending > 0) return 'in_transit';
        for (const bet of await unbookedBets(tx, who.memberId, venueCode)) {
          await this.bookBet(tx, who, bet);
        }
        return 'booked';
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') {
        this.deps.log?.warn(
          { memberId: who.memberId, venue: venueCode },
          'venue play not booked: the wallet cannot cover a stake (a discrepancy will show)',
        );
        return 'short';
      }
      throw error;
    }
  }

  private async bookBet(tx: DbOrTx, who: VenueMember, bet: BetRow) {
    const wallet = memberVenue(who, bet.venueCode);
    const float = floatOf(who, bet.venueCode);
    const move = async (leg: 'stake' | 'payout', amount: bigint) => {
      if (amount <= 0n) return;
      await this.deps.ledger.transfer(
        {
          key: betKey(bet, leg),
          debit: leg === 'stake' ? wallet : float,
          credit: leg === 'stake' ? float : wallet,
          amount,
          currency: who.currency,
          reason: 'venue_bet',
          meta: { venue: bet.venueCode, betId: bet.betId, leg },
        },
        tx,
      );
    };
    if (bet.booked === 'none') await move('stake', bet.stake);
    if (bet.state === 'open') {
      if (bet.booked === 'none') await markBooked(tx, bet.id, 'stake');
      return;
    }
    await move('payout', bet.payout);
    await markBooked(tx, bet.id, 'done');
  }

  /**
   * Compares the member's venue wallet with the venue's balance once every bet pulled is booked.
   * Equal: an open discrepancy closes. Otherwise the difference is recorded for operators and
   * logged at error level when new or changed, and nothing is booked. Answers what both sides
   * agree the member holds there (the smaller), which is what may be brought back.
   */
  async compare(who: VenueMember, venueCode: string, venueBalance: bigint): Promise<bigint> {
    const wallet = await this.deps.ledger.accountId(memberVenue(who, venueCode));
    const booked = (await this.deps.ledger.totals(wallet))?.balance ?? 0n;
    if (booked === venueBalance) {
      await clearDiscrepancy(this.db, who.memberId, venueCode);
      return venueBalance;
    }
    const { row, changed } = await recordDiscrepancy(this.db, {
      siteCode: who.siteCode,
      memberId: who.memberId,
      venueCode,
      currency: who.currency,
      venueBalance,
      bookedBalance: booked,
    });
    if (changed) {
      this.deps.log?.error(
        { discrepancy: row.id, memberId: who.memberId, venue: venueCode, venueBalance, booked },
        'a venue balance differs from the booked play: see /api/admin/v1/games/discrepancies',
      );
    }
    return booked < venueBalance ? booked : venueBalance;
  }

  async list(filter: DiscrepancyFilter, page: number, size: number) {
    const { rows, total } = await listDiscrepancies(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return { list: rows.map((r) => discrepancyView(r, r.account)), total, page, size };
  }

  /**
   * An operator, having looked, books an open discrepancy as it stands: the difference between
   * the venue's balance and the booked one moves between the float and the member's venue wallet
   * (`venue-discrepancy:<id>`), audited with the operator's reason (required: money moves on
   * their word alone). Once per key; a closed one is ORDER_NOT_PENDING.
   */
  async bookDiscrepancy(
    operator: OperatorIdentity,
    id: number,
    input: { reason?: string | undefined },
    key: string,
    meta: Meta,
  ) {
    const reason = (input.reason ?? '').trim();
    if (reason === '') throw DomainError.validation({ reason: 'required' });
    if (reason.length > REASON_MAX) throw DomainError.validation({ reason: 'too_long' });
    const owner = operatorOwner(operator.id);
    const params = { id, reason };
    return this.deps.idempotency.run(owner, 'venue.discrepancy.book', key, params, async (tx) => {
      const row = await lockDiscrepancy(tx, id);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.state !== 'open') throw new DomainError('ORDER_NOT_PENDING');
      const who = {
        siteCode: row.siteCode,
        memberId: row.memberId,
        currency: currencyOf(row.currency),
      };
      const diff = row.venueBalance - row.bookedBalance;
      const wallet = memberVenue(who, row.venueCode);
      const float = floatOf(who, row.venueCode);
      const moved = await this.deps.ledger.transfer(
        {
          key: `venue-discrepancy:${row.id}`,
          debit: diff > 0n ? float : wallet,
          credit: diff > 0n ? wallet : float,
          amount: diff > 0n ? diff : -diff,
          currency: row.currency,
          reason: 'venue_correction',
          meta: { discrepancy: row.id, venue: row.venueCode },
        },
        tx,
      );
      const closed = await closeBooked(tx, row.id, operator.id, moved.id);
      const [before, after] = [discrepancyView(row), discrepancyView(closed)];
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: row.siteCode,
          action: 'venue.discrepancy.book',
          target: { kind: 'venue_discrepancy', id: row.id },
          before,
          after: { ...after, reason },
          ...meta,
        },
        tx,
      );
      return after;
    });
  }
}

function discrepancyView(row: DiscrepancyRow, account?: string) {
  const currency = row.currency as CurrencyCode;
  return {
    id: row.id,
    siteCode: row.siteCode,
    memberId: row.memberId,
    ...(account === undefined ? {} : { account }),
    venue: row.venueCode,
    currency,
    venueBalance: toWireAmount(row.venueBalance, currency),
    bookedBalance: toWireAmount(row.bookedBalance, currency),
    difference: toWireAmount(row.venueBalance - row.bookedBalance, currency),
    state: row.state,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedBy,
  };
}
