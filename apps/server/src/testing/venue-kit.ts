import { createHmac } from 'node:crypto';
import { startVenueSim, type VenueSim } from '@kirin/venue-sim';
import { gameCategories, games, venues } from '../db/schema.ts';
import { insertMembers } from './ledger.ts';
import { DEVICE } from './members.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { memberCentral } from '../ledger/wallet-accounts.ts';

// One venue simulator in process, an app whose site pgdz has two venues on it (kgame on,
// kslots under maintenance) and a game of each, and funded members with sessions.

export const MASTER = 'venue-test-master-secret';
export const SITE = 'pgdz';

export type VenueTest = TestApp & {
  sim: VenueSim;
  gameId: number;
  maintenanceGameId: number;
  /** A funded member's id and session token. */
  member(fund?: bigint): Promise<{ id: number; token: string }>;
  call(
    token: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on loose JSON
  ): Promise<{ status: boolean; code?: string; data?: any }>;
  closeAll(): Promise<void>;
};

const names = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-HK': zh, en });

export async function setUpVenueTest(env: Record<string, string> = {}): Promise<VenueTest> {
  const sim = await startVenueSim({ masterSecret: MASTER });
  const t = await createTestApp({
    VENUE_SECRET: MASTER,
    // Its game pages open in the member site's frame.
    FRAME_ORIGINS: new URL(sim.url).origin,
    VENUE_TIMEOUT_MS: '300',
    VENUE_RECONCILE_MS: '0',
    VENUE_BET_PULL_MS: '0',
    ...env,
  });
  const operator = `kirin-${SITE}`;
  const credentials = {
    operator,
    secret: createHmac('sha256', MASTER).update(operator).digest('hex'),
  };
  const venue = (code: string, state: 'on' | 'maintenance' | 'off', sort: number) => ({
    siteCode: SITE,
    code,
    names: names(`场馆${code}`, `Venue ${code}`),
    adapter: 'sim',
    baseUrl: sim.url,
    credentials,
    currency: 'CNY',
    state,
    sort,
  });
  await t.database.db
    .insert(venues)
    .values([venue('kgame', 'on', 1), venue('kslots', 'maintenance', 2), venue('koff', 'off', 3)]);
  const [category] = await t.database.db
    .insert(gameCategories)
    .values({ siteCode: SITE, gameType: 111, names: names('真人', 'Live') })
    .returning();
  const [game, down] = await t.database.db
    .insert(games)
    .values([
      {
        siteCode: SITE,
        categoryId: category!.id,
        venueCode: 'kgame',
        code: 'dragon-tiger',
        names: names('龙虎', 'Dragon Tiger'),
      },
      {
        siteCode: SITE,
        categoryId: category!.id,
        venueCode: 'kslots',
        code: 'lucky-reels',
        names: names('幸运转轴', 'Lucky Reels'),
      },
    ])
    .returning();

  let funded = 0;
  return {
    ...t,
    sim,
    gameId: game!.id,
    maintenanceGameId: down!.id,
    async member(fund = 100_000n) {
      const [id] = await insertMembers(t.database, 1, SITE);
      funded += 1;
      if (fund > 0n) {
        await t.app.services.ledger.transfer({
          key: `fund:${id}:${funded}`,
          debit: { kind: 'house_adjustments', siteCode: SITE, currency: 'CNY' },
          credit: memberCentral({ siteCode: SITE, memberId: id!, currency: 'CNY' }),
          amount: fund,
          currency: 'CNY',
          reason: 'adjustment',
        });
      }
      const token = await t.app.services.memberSessions.start(t.database.db, id!, {});
      return { id: id!, token };
    },
    async call(token, method, url, payload) {
      const response = await t.app.inject({
        method,
        url,
        headers: { t: token, device_no: DEVICE, site_code: SITE },
        ...(payload ? { payload } : {}),
      });
      return response.json();
    },
    async closeAll() {
      await t.close();
      await sim.close();
    },
  };
}
