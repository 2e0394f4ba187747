import { CENTRAL_WALLET, toWireAmount, type TransferMove, type VenueWallet } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { DomainError } from '../../../lib/errors.ts';
import { amountField } from '../../../lib/money.ts';
import { memberCentral, memberVenue } from '../../../ledger/wallet-accounts.ts';
import type { BetService } from './bets.service.ts';
import type { VenuePlayBooking } from './venue-play-booking.ts';
import { VenueRefusal } from './venue-adapter.ts';
import { venueName, type VenueInfo } from './venue-directory.ts';
import {
  insertPlayer,
  pendingFor,
  playerOf,
  playersOf,
  transferMark,
  type VenueTransferRow,
} from './venue-transfer.repository.ts';
import { autoKey, memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import type { MoveOrigin, VenueMember, VenueTransferService } from './venue-transfer.service.ts';

export type TransferRequest = { from: string; to: string; amount?: unknown };

const PLAYER_CACHE_MAX = 20_000;

/**
 * The member's side of venue wallets: which venues, what each holds, moving money in and out,
 * bringing everything back. Money only moves through `VenueTransferService`.
 */
export class VenueWalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly transfers: VenueTransferService,
    private readonly venues: (siteCode: string) => Promise<VenueInfo[]>,
    private readonly idempotency: Idempotency,
    private readonly bets: BetService,
    private readonly booking: VenuePlayBooking,
  ) {}

  // A player, once created, never changes or goes: a name seen once is known for good. Bounded,
  // oldest first, so a node serving many members keeps only the recent ones.
  private readonly players = new Map<string, string>();

  /** Looks at a venue wallet under way, by member and venue (`refreshing`). */
  private readonly looks = new Map<string, Promise<unknown>>();

  private remember(key: string, player: string) {
    if (this.players.size >= PLAYER_CACHE_MAX) {
      const oldest = this.players.keys().next().value;
      if (oldest !== undefined) this.players.delete(oldest);
    }
    this.players.set(key, player);
  }

  /** The member's player name at the venue, created there on first use. */
  async ensurePlayer(who: VenueMember, venue: VenueInfo): Promise<string> {
    const cacheKey = `${who.memberId}|${venue.code}`;
    const cached = this.players.get(cacheKey);
    if (cached !== undefined) return cached;
    const known = await playerOf(this.db, who.memberId, venue.code);
    if (known) {
      this.remember(cacheKey, known.player);
      return known.player;
    }
    const player = `${who.siteCode}_${who.memberId}`.toLowerCase();
    try {
      await this.transfers.adapter(venue).ensurePlayer(player, who.currency);
    } catch {
      throw new DomainError('VENUE_UNAVAILABLE');
    }
    await insertPlayer(this.db, {
      memberId: who.memberId,
      venueCode: venue.code,
      siteCode: who.siteCode,
      player,
    });
    return player;
  }

  async transfer(
    who: VenueMember,
    request: TransferRequest,
    key: string,
    lang: string,
  ): Promise<TransferMove> {
    const { from, to } = request;
    const intoVenue = from === CENTRAL_WALLET && to !== CENTRAL_WALLET;
    const outOfVenue = to === CENTRAL_WALLET && from !== CENTRAL_WALLET;
    if (!intoVenue && !outOfVenue) throw new DomainError('TRANSFER_PAIR');
    const amount = amountField('amount', request.amount, who.currency);
    const venue = await this.transfers.usableVenue(who.siteCode, intoVenue ? to : from);
    if (amount % this.transfers.adapter(venue).unit !== 0n) {
      throw DomainError.validation({ amount: 'too_many_decimals' });
    }
    const player = await this.ensurePlayer(who, venue);
    const move = () =>
      this.transfers.move(who, venue, player, intoVenue ? 'in' : 'out', amount, {
        key,
        origin: 'member',
        lang,
      });
    if (intoVenue) return move();
    // Out of a venue, straight from what our mirror of the venue wallet holds: the venue refuses
    // what the member no longer has there (the move is voided). The play since the last look is
    // booked first only when the mirror is short (docs/decisions/venue-transfers.md). A refused
    // hold wrote nothing and left the idempotency key free, so the second try may use it.
    try {
      const done = await move();
      // Refused: the mirror is stale, so book the play now and the member's next look is right.
      if (done.state === 'voided') await this.sync(who, venue, player).catch(() => undefined);
      return done;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')) throw error;
    }
    const held = await this.sync(who, venue, player);
    if (held === undefined) throw new DomainError('TRANSFER_IN_PROGRESS');
    if (held < amount) throw new DomainError('INSUFFICIENT_FUNDS');
    return move();
  }

  /**
   * Brings every venue balance (or one venue's) back to the central wallet, once per
   * Idempotency-Key: the venues are read first, then every move is filed in one transaction with
   * the key's claim, then each venue is asked to apply its move. A replay answers the moves the
   * key filed, as they stand now, and moves nothing.
   */
  async recall(
    who: VenueMember,
    lang: string,
    options: { code?: string | undefined; origin?: MoveOrigin; key?: string } = {},
  ): Promise<TransferMove[]> {
    const origin = options.origin ?? 'recall';
    const players = await playersOf(this.db, who.memberId);
    const venues = new Map((await this.venues(who.siteCode)).map((v) => [v.code, v]));
    // A code that names no venue of the site is refused as a transfer's is (issue 20).
    const named = options.code === undefined ? undefined : venues.get(options.code);
    if (options.code !== undefined && (!named || named.state === 'off'))
      throw new DomainError('NOT_FOUND');
    const plan: { venue: VenueInfo; player: string; held: bigint }[] = [];
    for (const { venueCode, player } of players) {
      const venue = venues.get(venueCode);
      if (!venue || venue.state === 'off' || (options.code && options.code !== venueCode)) continue;
      // One venue that cannot be reached must not keep the others' money away.
      const held = await this.sync(who, venue, player).catch(() => undefined);
      if (held && held > 0n) plan.push({ venue, player, held });
    }
    const filed: { venue: VenueInfo; player: string; row: VenueTransferRow }[] = [];
    const { result, replayed } = await this.idempotency.once(
      memberOwner(who.memberId),
      'recall',
      options.key ?? autoKey(),
      { code: options.code ?? null },
      async (tx) => {
        for (const p of plan) {
          // A recall at the same moment may have taken it already: then there is nothing left
          // to recall from that venue, as for a recall made after it (issue 20). The savepoint
          // keeps the transaction usable after the ledger's refusal.
          const row = await tx
            .transaction((sp) =>
              this.transfers.fileIn(sp, who, p.venue, 'out', p.held, { origin, lang }),
            )
            .catch((error: unknown) => {
              if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS') return null;
              throw error;
            });
          if (row) filed.push({ venue: p.venue, player: p.player, row });
        }
        return { traceIds: filed.map((f) => f.row.traceId) };
      },
    );
    if (replayed) return Promise.all(result.traceIds.map((id) => this.transfers.current(id)));
    const moves: TransferMove[] = [];
    for (const f of filed) moves.push(await this.transfers.complete(f.venue, f.row, f.player));
    return moves;
  }

  /**
   * Books the play since the last look at each venue where the member plays (`sync`), so that what
   * is read next is what the venues hold. A venue that cannot be reached keeps our mirror as it is.
   */
  async refresh(who: VenueMember, venues?: readonly VenueInfo[]): Promise<void> {
    const open = venues ?? (await this.venues(who.siteCode)).filter((v) => v.state !== 'off');
    const players = new Map((await playersOf(this.db, who.memberId)).map((p) => [p.venueCode, p]));
    await Promise.all(
      open.map(async (venue) => {
        const player = players.get(venue.code);
        if (player) await this.refreshing(who, venue, player.player);
      }),
    );
  }

  /**
   * A look at a venue wallet that is already under way when another read asks (the transfer page
   * loads the assets and the wallet list at once) is shared, not repeated: the venue is asked once.
   */
  private refreshing(who: VenueMember, venue: VenueInfo, player: string): Promise<unknown> {
    const key = `${who.memberId}:${venue.code}`;
    let look = this.looks.get(key);
    if (!look) {
      look = this.sync(who, venue, player)
        .catch(() => undefined)
        .finally(() => this.looks.delete(key));
      this.looks.set(key, look);
    }
    return look;
  }

  /** Each venue of the site with what the member holds there, refreshed from the venue. */
  async list(who: VenueMember, lang: string): Promise<VenueWallet[]> {
    const venues = (await this.venues(who.siteCode)).filter((v) => v.state !== 'off');
    // Then every wallet in one query (a venue never played at has no account yet, and none is
    // made for a read).
    await this.refresh(who, venues);
    const held = new Map(
      (await this.ledger.memberTotals(who.memberId))
        .filter((t) => t.kind === 'member_venue' && t.currency === who.currency)
        .map((t) => [t.venueCode, t.available]),
    );
    return venues.map((venue) => ({
      code: venue.code,
      name: venueName(venue, lang),
      balance: toWireAmount(held.get(venue.code) ?? 0n, who.currency),
      state: venue.state,
    }));
  }

  /** What the member can use in the central wallet now. */
  async centralAvailable(who: VenueMember, db: DbOrTx = this.db): Promise<bigint> {
    const totals = await this.ledger.totals(
      await this.ledger.accountId(memberCentral(who), db),
      db,
    );
    return totals?.available ?? 0n;
  }

  /**
   * Brings our mirror of the venue wallet up to date and answers what the member holds there: the
   * venue's bets since the last pull are booked bet by bet (`BetService.refresh`, then
   * `VenuePlayBooking.book` for what a pull left), then the venue's balance is compared with the
   * booked one. A difference the bets do not explain is flagged to operators, never booked; the
   * answer is then what both sides agree on. Undefined while a move with the venue is in transit
   * (the balance cannot be known until it settles).
   */
  async sync(who: VenueMember, venue: VenueInfo, player: string): Promise<bigint | undefined> {
    if ((await transferMark(this.db, who.memberId, venue.code)).pending > 0) {
      await this.settleInTransit(who, venue);
      if ((await transferMark(this.db, who.memberId, venue.code)).pending > 0) return undefined;
    }
    const readBalance = async () => {
      try {
        return await this.transfers.adapter(venue).balance(player);
      } catch (error) {
        if (error instanceof VenueRefusal && error.code === 'PLAYER_NOT_FOUND') return 0n;
        throw new DomainError('VENUE_UNAVAILABLE');
      }
    };
    const catchUp = async () => {
      await this.bets.refresh(who.siteCode, venue).catch(() => undefined);
      return this.booking.book(who, venue.code);
    };
    if ((await catchUp()) === 'in_transit') return undefined;
    const mark = await transferMark(this.db, who.memberId, venue.code);
    let venueBalance = await readBalance();
    if (venueBalance !== (await this.bookedBalance(who, venue.code))) {
      // A round played between the pull and the balance reading: pull and read once more before
      // calling it a discrepancy.
      if ((await catchUp()) === 'in_transit') return undefined;
      venueBalance = await readBalance();
    }
    // A move that started or ended meanwhile makes the two readings incomparable: ask again later.
    const now = await transferMark(this.db, who.memberId, venue.code);
    if (now.lastId !== mark.lastId || now.pending > 0) return undefined;
    return this.booking.compare(who, venue.code, venueBalance);
  }

  private async bookedBalance(who: VenueMember, venueCode: string): Promise<bigint> {
    const wallet = await this.ledger.accountId(memberVenue(who, venueCode));
    return (await this.ledger.totals(wallet))?.balance ?? 0n;
  }

  /** Asks the venue about this member's moves in transit there and settles what it can. */
  private async settleInTransit(who: VenueMember, venue: VenueInfo) {
    for (const row of await pendingFor(this.db, who.memberId, venue.code)) {
      // A move younger than its own call's deadline is still being answered; leave it be.
      if (row.nextCheckAt.getTime() > Date.now()) continue;
      const outcome = await this.transfers.askStatus(venue, row);
      if (outcome !== 'unknown') await this.transfers.settle(row, outcome);
    }
  }
}
