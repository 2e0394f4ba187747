import { minorFromMajor, type CurrencyCode } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { DemoSeeder } from '../../../lib/demo-seeder.ts';
import { DEMO_MEMBER } from '../../accounts/members/demo-members.ts';
import { memberByAccount } from '../../accounts/members/member-directory.ts';
import { beijingDayStart } from '../../../lib/beijing-time.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import { upsertBet } from './bets.repository.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A week of settled Dragon Tiger play for the demo member of a site, as if pulled from the venue:
 * a win, a loss and a tie each day, the stakes growing day by day. Every day nets to zero, so the
 * venue wallet the member sees stays what the simulator holds; what the history gives a fresh
 * demo is valid turnover on closed days, for VIP progress, rebates to claim and agent figures.
 */
export async function seedDemoBets(
  db: Db,
  turnover: TurnoverService,
  site: { code: string; currency: CurrencyCode; venueCode: string },
  now = new Date(),
): Promise<void> {
  const member = await memberByAccount(db, site.code, DEMO_MEMBER.account);
  if (!member) return;
  const today = beijingDayStart(now).getTime();
  for (let daysAgo = 7; daysAgo >= 1; daysAgo -= 1) {
    const unit = minorFromMajor(BigInt(200 * (8 - daysAgo)), site.currency);
    const plays = [
      { side: 'dragon', stake: unit * 2n, payout: unit * 4n }, // won: even money
      { side: 'tiger', stake: unit * 2n, payout: 0n }, // lost
      { side: 'tie', stake: unit, payout: unit }, // a tie returns the stake
    ];
    await db.transaction(async (tx) => {
      for (const [i, play] of plays.entries()) {
        const placedAt = new Date(today - daysAgo * DAY_MS + (13 + i * 3) * HOUR_MS);
        const betId = `demo-${site.code}-${daysAgo}-${i}`;
        const row = await upsertBet(tx, {
          // History for a fresh demo, not play the simulator knows: its money is not booked.
          booked: 'outside',
          siteCode: site.code,
          memberId: member.id,
          venueCode: site.venueCode,
          betId,
          gameCode: 'dragon-tiger',
          round: `D${daysAgo}${i}`,
          currency: site.currency,
          stake: play.stake,
          validStake: play.stake,
          payout: play.payout,
          state: 'settled',
          detail: { side: play.side, demo: true },
          placedAt,
          settledAt: new Date(placedAt.getTime() + 60_000),
        });
        await turnover.wager(
          member.id,
          row.validStake,
          `bet:${site.code}:${site.venueCode}:${betId}`,
          tx,
        );
      }
    });
  }
}

/** The demo seeder: every site's demo member gets the week on the site's first live venue. */
export const demoBetsSeeder: DemoSeeder = {
  name: 'demo-bets',
  async run({ app }) {
    for (const site of (await app.services.sites.all()).values()) {
      const venues = await app.services.catalogue.venues(site.code);
      const venue = venues.find((v) => v.state !== 'off');
      if (!venue) continue;
      await app.services.bets.seedDemoHistory({
        code: site.code,
        currency: site.brand.currency,
        venueCode: venue.code,
      });
    }
  },
};
