import type { GameLaunch, TransferMove } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { VenueDirectory, VenueInfo } from './venue-directory.ts';
import { memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import {
  autoTransferOf,
  setAutoTransfer,
  touchPresence,
  type VenueTransferRow,
} from './venue-transfer.repository.ts';
import type { MaintenanceService } from '../../platform/maintenance/maintenance.service.ts';
import type { StakeGate, VenueMember, VenueTransferService } from './venue-transfer.service.ts';
import type { VenueWalletService } from './venue-wallets.service.ts';

export type LaunchRequest = { id: number; code: string; gtype: number };

/** Opening a game: the player at the venue, the money (when the member wants it moved), the URL. */
export class VenuePlayService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      directory: VenueDirectory;
      transfers: VenueTransferService;
      wallets: VenueWalletService;
      idempotency: Idempotency;
      /** Origins the member site's CSP lets it frame (config.venues.frameOrigins), read live. */
      frameOrigins: () => readonly string[];
      /** Responsible gambling: no game opens while the member is restricted. */
      protection?: Pick<StakeGate, 'assertMayPlay'>;
      /** Site-wide maintenance: a launch that would move money is refused while it is in force. */
      maintenance?: Pick<MaintenanceService, 'refusal'>;
    },
  ) {}

  /**
   * The game's URL. With `key` (the POST) and auto-transfer on, the central balance moves into
   * the game's venue first, once per key; without it (the GET) no money moves, so a prefetch or a
   * retried GET is harmless.
   */
  async launch(
    who: VenueMember,
    request: LaunchRequest,
    lang: string,
    origin: string,
    key?: string,
  ): Promise<GameLaunch> {
    await this.deps.protection?.assertMayPlay(who.memberId);
    const game = await this.deps.directory.game(who.siteCode, request.id);
    if (
      !game ||
      game.code !== request.code ||
      game.state === 'off' ||
      game.categoryState === 'off'
    ) {
      throw new DomainError('NOT_FOUND');
    }
    if (game.state === 'maintenance' || game.categoryState === 'maintenance') {
      throw new DomainError('VENUE_MAINTENANCE');
    }
    const venue = await this.deps.transfers.usableVenue(who.siteCode, game.venueCode);
    const player = await this.deps.wallets.ensurePlayer(who, venue);
    const moved =
      key !== undefined && (await autoTransferOf(this.db, who.memberId))
        ? await this.moveIn(who, venue, player, request, lang, key)
        : null;
    const returnUrl = `${origin}/app/venueBack?code=${encodeURIComponent(venue.code)}`;
    let opened: { url: string; embeddable: boolean };
    try {
      opened = await this.deps.transfers
        .adapter(venue)
        .launchUrl({ player, game: game.code, lang, returnUrl });
    } catch {
      throw new DomainError('VENUE_UNAVAILABLE');
    }
    await touchPresence(this.db, who.memberId, String(game.id), venue.code);
    return {
      url: opened.url,
      // A page the CSP would not frame opens whole instead of as an empty frame.
      embeddable: opened.embeddable && venue.embeddable && this.framable(opened.url),
      gameid: String(game.id),
      platform: venue.code,
      moved,
    };
  }

  private framable(url: string): boolean {
    try {
      return this.deps.frameOrigins().includes(new URL(url).origin);
    } catch {
      return false;
    }
  }

  /**
   * Auto-transfer: the whole central balance (in whole units of what the venue keeps; a smaller
   * remainder stays central) is read and held in the key's transaction, so a replay moves nothing
   * and answers the first move as it stands.
   */
  private async moveIn(
    who: VenueMember,
    venue: VenueInfo,
    player: string,
    request: LaunchRequest,
    lang: string,
    key: string,
  ): Promise<TransferMove | null> {
    const { transfers, wallets } = this.deps;
    const unit = transfers.adapter(venue).unit;
    let filed: VenueTransferRow | undefined;
    const closed = (await this.deps.maintenance?.refusal(who.siteCode)) ?? null;
    const { result, replayed } = await this.deps.idempotency.once(
      memberOwner(who.memberId),
      'launch',
      key,
      { id: request.id, code: request.code, gtype: request.gtype },
      async (tx) => {
        const central = await wallets.centralAvailable(who, tx);
        const whole = (n: bigint) => n - (n % unit);
        if (whole(central) <= 0n) return { traceId: null };
        // Only a launch that would move money is refused during maintenance.
        if (closed) throw closed;
        // No more than the member's wager and loss limits leave; with nothing left, refused
        // (LIMIT_REACHED, naming the limit).
        filed = await transfers.fileIn(tx, who, venue, 'in', whole(central), {
          origin: 'launch',
          lang,
          upToLimits: true,
        });
        return { traceId: filed.traceId };
      },
    );
    if (replayed) return result.traceId === null ? null : transfers.current(result.traceId);
    return filed ? transfers.complete(venue, filed, player) : null;
  }

  async heartbeat(memberId: number, gameid: string, platform: string): Promise<void> {
    await touchPresence(this.db, memberId, gameid, platform);
  }

  async autoTransfer(memberId: number): Promise<boolean> {
    return autoTransferOf(this.db, memberId);
  }

  async setAutoTransfer(memberId: number, enabled: boolean): Promise<boolean> {
    await setAutoTransfer(this.db, memberId, enabled);
    return enabled;
  }
}
