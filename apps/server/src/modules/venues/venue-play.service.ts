import type { GameLaunch } from '@kirin/contract';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/errors.ts';
import type { VenueDirectory } from './venue-directory.ts';
import { autoTransferOf, setAutoTransfer, touchPresence } from './venue-transfer.repository.ts';
import type { VenueMember, VenueTransferService } from './venue-transfer.service.ts';
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
    },
  ) {}

  async launch(
    who: VenueMember,
    request: LaunchRequest,
    lang: string,
    origin: string,
  ): Promise<GameLaunch> {
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
    let moved: GameLaunch['moved'] = null;
    if (await autoTransferOf(this.db, who.memberId)) {
      // Whole units of what the venue keeps; a remainder smaller than that stays central.
      const unit = this.deps.transfers.adapter(venue).unit;
      const central = await this.deps.wallets.centralAvailable(who);
      const available = central - (central % unit);
      if (available > 0n) {
        moved = await this.deps.transfers.move(who, venue, player, 'in', available, {
          origin: 'launch',
          lang,
        });
      }
    }
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
      embeddable: opened.embeddable && venue.embeddable,
      gameid: String(game.id),
      platform: venue.code,
      moved,
    };
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
