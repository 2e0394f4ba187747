import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { DEVICE, query } from '../../../testing/members.ts';
import { json } from '../../../testing/test-app.ts';
import { setUpVenueTest, SITE, type VenueTest } from '../../../testing/venue-kit.ts';
import { operator, operatorGet, operatorPost } from '../../../testing/withdrawal-kit.ts';

// Site-wide maintenance (API.md "Maintenance"): operators set it; while it is in force every
// member write that moves money is refused with MAINTENANCE, moving nothing; reads go on.

const MD = '/api/findmed/v1/md';
const TRANSFER = '/api/findmed/v1/finance/transfer';
const LAUNCH = '/api/findmed/v1/game/launch';
const ASSETS = '/api/findmed/v1/finance/assets';
let t: VenueTest;
let admin: string;
let offsetMs = 0;

beforeAll(async () => {
  // No venue faults here: a generous timeout, so a loaded machine's slow venue call is not
  // mistaken for an unavailable venue (VENUE_UNAVAILABLE instead of MAINTENANCE).
  t = await setUpVenueTest({ VENUE_TIMEOUT_MS: '5000' });
  admin = await operator(t, 'mtadmin01', 'admin');
  t.app.services.maintenance.now = () => new Date(Date.now() + offsetMs);
});
afterEach(async () => {
  offsetMs = 0;
  await operatorPost(t, admin, '/site/maintenance', { site: '*', on: false });
  await expectBooksBalance(t.database);
});
afterAll(() => t.closeAll());

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const md = async (site = SITE) =>
  json(await t.app.inject({ method: 'GET', url: MD, headers: { site_code: site } })).data
    .maintenance;
const setMaintenance = (body: Record<string, unknown>, token = admin) =>
  operatorPost(t, token, '/site/maintenance', body);

describe('maintenance of a site', () => {
  it('refuses money writes with MAINTENANCE while in force; reads and other brands go on', async () => {
    const m = await t.member(100_00n);
    expect(await md()).toBeNull();
    const set = await setMaintenance({
      site: SITE,
      on: true,
      message: '系统升级',
      endsAt: inHours(2),
    });
    expect(set).toMatchObject({
      status: true,
      data: { site: SITE, on: true, message: '系统升级' },
    });
    expect(await md()).toMatchObject({ on: true, message: '系统升级', endsAt: set.data.endsAt });
    expect(await md('jinb')).toBeNull();

    const before = (await t.call(m.token, 'GET', ASSETS)).data;
    const refused = await t.call(m.token, 'POST', TRANSFER, {
      from: 'central',
      to: 'kgame',
      amount: '10.00',
    });
    expect(refused).toMatchObject({ status: false, code: 'MAINTENANCE' });
    expect((refused as { msg?: string }).msg).toMatch(/系统维护中.*\d{4}-\d\d-\d\d \d\d:\d\d/);
    // A launch that would move money with auto-transfer is refused; without it, the game opens.
    await t.call(m.token, 'POST', '/api/findmed/v1/finance/transfer/auto', { enabled: '1' });
    const launch = { id: String(t.gameId), code: 'dragon-tiger', gtype: '111' };
    expect(
      await t.call(m.token, 'POST', LAUNCH, { ...launch, requestId: 'mt-launch-0001' }),
    ).toMatchObject({ code: 'MAINTENANCE' });
    await t.call(m.token, 'POST', '/api/findmed/v1/finance/transfer/auto', { enabled: '0' });
    expect(
      await t.call(m.token, 'POST', LAUNCH, { ...launch, requestId: 'mt-launch-0002' }),
    ).toMatchObject({ status: true, data: { moved: null } });
    // Reads keep working, and nothing moved.
    expect((await t.call(m.token, 'GET', ASSETS)).data).toEqual(before);
    const moves = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from venue_transfers where member_id = ${m.id}`,
    );
    expect(moves[0]!.n).toBe(0);

    // Ended: the same transfer goes through.
    expect(await setMaintenance({ site: SITE, on: false })).toMatchObject({ status: true });
    expect(await md()).toBeNull();
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '10.00' }),
    ).toMatchObject({ status: true });
  });

  it('refuses exactly the member routes that move money, before reading their body', async () => {
    await setMaintenance({ site: SITE, on: true, endsAt: inHours(1) });
    const refused: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.method !== 'POST' || route.url.startsWith('/api/admin')) continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { site_code: SITE, device_no: DEVICE },
        payload: {},
      });
      if (answer.statusCode === 200 && json(answer).code === 'MAINTENANCE') refused.push(url);
    }
    expect(refused.sort()).toEqual(
      [
        '/api/findmed/v1/finance/deposit',
        '/api/findmed/v1/finance/transfer',
        '/api/findmed/v1/finance/transfer/recall',
        '/api/findmed/v1/finance/withdraw',
        '/api/findmed/v1/promo/apply',
        '/api/findmed/v1/rewards/claim',
        '/api/sports/v1/bets',
        '/api/sports/v1/bets/1/cashout',
      ].sort(),
    );
  });

  it('shows a scheduled one ahead, and applies it from its start', async () => {
    const m = await t.member(50_00n);
    const startsAt = inHours(1);
    await setMaintenance({ site: SITE, on: true, startsAt, endsAt: inHours(3) });
    expect(await md()).toMatchObject({ on: false, startsAt });
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '5.00' }),
    ).toMatchObject({ status: true });
    offsetMs = 3_600_000 + 1_000;
    expect(await md()).toMatchObject({ on: true });
    expect(
      await t.call(m.token, 'POST', TRANSFER, { from: 'central', to: 'kgame', amount: '5.00' }),
    ).toMatchObject({ code: 'MAINTENANCE' });
    // Past its expected end it is over.
    offsetMs = 3 * 3_600_000 + 1_000;
    expect(await md()).toBeNull();
  });

  it('covers every brand with *, for platform operators only', async () => {
    expect(await setMaintenance({ site: '*', on: true, endsAt: inHours(1) })).toMatchObject({
      status: true,
    });
    expect(await md()).toMatchObject({ on: true });
    expect(await md('jinb')).toMatchObject({ on: true });
    // A site's own row, newer, ends it there alone.
    await setMaintenance({ site: 'jinb', on: false });
    expect(await md('jinb')).toBeNull();
    expect(await md()).toMatchObject({ on: true });

    const scoped = await operator(t, 'mtsiteop1', 'admin', ['jinb']);
    expect(await setMaintenance({ site: '*', on: false }, scoped)).toMatchObject({ status: false });
    expect(await setMaintenance({ site: SITE, on: false }, scoped)).toMatchObject({
      status: false,
    });
    expect(await md()).toMatchObject({ on: true });
    const support = await operator(t, 'mtsupport', 'support');
    expect(await setMaintenance({ site: SITE, on: false }, support)).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses bad input with VALIDATION and keeps every change in the history and the audit log', async () => {
    const rows = async () =>
      (
        await query<{ n: number }>(t.database, sql`select count(*)::int as n from site_maintenance`)
      )[0]!.n;
    const count = await rows();
    for (const body of [
      { site: SITE, on: true },
      { site: SITE, on: true, endsAt: 'tomorrow' },
      { site: SITE, on: true, endsAt: inHours(-1) },
      { site: SITE, on: true, startsAt: inHours(2), endsAt: inHours(1) },
      { site: 'nosuch', on: true, endsAt: inHours(1) },
      { site: SITE, on: true, endsAt: inHours(1), message: 'x'.repeat(501) },
    ]) {
      expect(await setMaintenance(body)).toMatchObject({ status: false, code: 'VALIDATION' });
    }
    expect(await rows()).toBe(count);

    await setMaintenance({ site: SITE, on: true, message: 'A', endsAt: inHours(1) });
    await setMaintenance({ site: SITE, on: false });
    // The row that decides a site stays listed however many changes come after it elsewhere.
    await setMaintenance({ site: 'jinb', on: true, endsAt: inHours(1) });
    for (let i = 0; i < 3; i += 1) await setMaintenance({ site: 'ky', on: false });
    const capped = await t.app.services.maintenance.history(undefined, 2);
    expect(capped.map((e) => e.site)).toContain('jinb');
    await setMaintenance({ site: 'jinb', on: false });
    const history = await operatorGet(t, admin, `/site/maintenance?site=${SITE}`);
    expect(history.data.list.slice(0, 2)).toMatchObject([
      { site: SITE, on: false },
      { site: SITE, on: true, message: 'A' },
    ]);
    const audited = await query<{ action: string }>(
      t.database,
      sql`select action from audit_log where action like 'site.maintenance.%'
          and target_id = ${SITE} order by id desc limit 2`,
    );
    expect(audited.map((a) => a.action)).toEqual(['site.maintenance.end', 'site.maintenance.set']);
    await expect(
      t.database.db.execute(sql`update site_maintenance set message = 'edited'`),
    ).rejects.toThrow();
  });
});
