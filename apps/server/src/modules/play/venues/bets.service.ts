import type { CurrencyCode } from '@kirin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { currencyOf } from '../../../lib/money.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import type { VenueAdapters, VenueDirectory, VenueInfo } from './venue-directory.ts';
import { advanceCursor, lockCursor, readCursor, upsertBet } from './bets.repository.ts';
import { seedDemoBets } from './demo-bets.ts';
import { memberByPlayer } from './venue-transfer.repository.ts';
import type { VenuePlayBooking } from './venue-play-booking.ts';

const PAGE = 200;

/**
 * Bet records pulled from venues by cursor. A page is fetched outside any transaction, then
 * written with the cursor advance in one transaction that first checks the cursor is still where
 * the page began: two nodes pulling at once cannot both write a page, a crash loses nothing, and
 * a bet seen twice is one row. Settled bets pay off turnover once per bet, and each bet's money is
 * booked into the member's venue wallet by VenuePlayBooking.
 */
export class BetService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      directory: VenueDirectory;
      adapters: VenueAdapters;
      turnover: TurnoverService;
      booking: VenuePlayBooking;
      /** A line per page applied, after its commit (the cluster proof counts them per cursor). */
      log?: { info(obj: object, msg: string): void };
    },
  ) {}

  /** Pulls one venue until it has nothing new (or `maxPages`); answers the changes written. */
  async pull(
    siteCode: string,
    venue: VenueInfo,
    { maxPages = 50, pageSize = PAGE }: { maxPages?: number; pageSize?: number } = {},
  ): Promise<number> {
    const adapter = this.deps.adapters.for(venue);
    let written = 0;
    for (let page = 0; page < maxPages; page += 1) {
      const cursor = await readCursor(this.db, siteCode, venue.code);
      const { bets, nextCursor } = await adapter.pullBets(cursor, pageSize);
      if (bets.length === 0 && nextCursor === cursor) break;
      const touched = new Set<number>();
      const applied = await this.db.transaction(async (tx) => {
        if ((await lockCursor(tx, siteCode, venue.code)) !== cursor) return -1;
        const members = await memberByPlayer(tx, siteCode, venue.code, [
          ...new Set(bets.map((b) => b.player)),
        ]);
        let n = 0;
        for (const bet of bets) {
          const memberId = members.get(bet.player);
          // A player this site did not create (the venue's other operators): not ours to record.
          if (memberId === undefined) continue;
          const row = await upsertBet(tx, {
            siteCode,
            memberId,
            venueCode: venue.code,
            betId: bet.betId,
            gameCode: bet.game,
            round: bet.round,
            currency: venue.currency,
            stake: bet.stake,
            validStake: bet.validStake,
            payout: bet.payout,
            state: bet.status,
            detail: bet.detail,
            placedAt: bet.placedAt,
            settledAt: bet.settledAt,
          });
          if (row.state === 'settled') {
            await this.deps.turnover.wager(
              memberId,
              row.validStake,
              `bet:${siteCode}:${venue.code}:${row.betId}`,
              tx,
            );
          }
          touched.add(memberId);
          n += 1;
        }
        await advanceCursor(tx, siteCode, venue.code, nextCursor);
        return n;
      });
      if (applied < 0) break; // another node moved the cursor: it is pulling this venue now
      written += applied;
      this.deps.log?.info(
        { siteCode, venue: venue.code, from: cursor, to: nextCursor, written: applied },
        'venue bets pulled',
      );
      // Then the money of the page's bets, a member at a time (VenuePlayBooking).
      for (const memberId of touched) {
        const who = { siteCode, memberId, currency: currencyOf(venue.currency) };
        await this.deps.booking.book(who, venue.code);
      }
      if (bets.length < pageSize) break;
    }
    return written;
  }

  /**
   * Pulls one venue now, for a member's look at their wallet there: a pull of the same venue
   * already under way is shared, not repeated (every member of the site reads the same feed).
   */
  refresh(siteCode: string, venue: VenueInfo): Promise<number> {
    const key = `${siteCode}:${venue.code}`;
    let pull = this.pulling.get(key);
    if (!pull) {
      pull = this.pull(siteCode, venue).finally(() => this.pulling.delete(key));
      this.pulling.set(key, pull);
    }
    return pull;
  }

  private readonly pulling = new Map<string, Promise<number>>();

  /** Pulls every venue of the given sites that is not off; one failing venue skips only itself. */
  async pullAll(siteCodes: readonly string[], log?: FastifyBaseLogger): Promise<number> {
    let written = 0;
    for (const siteCode of siteCodes) {
      // The catalogue is per site; venues are shared code with per-site credentials.
      for (const venue of await this.venues(siteCode)) {
        try {
          written += await this.pull(siteCode, venue);
        } catch (error) {
          log?.warn({ err: error, venue: venue.code, siteCode }, 'bet pull failed');
        }
      }
    }
    return written;
  }

  /** Demo data only: a week of settled play for the site's demo member (demo-bets.ts). */
  seedDemoHistory(site: { code: string; currency: CurrencyCode; venueCode: string }) {
    return seedDemoBets(this.db, this.deps.turnover, site);
  }

  private async venues(siteCode: string) {
    return (await this.deps.directory.venues(siteCode)).filter((v) => v.state !== 'off');
  }
}
