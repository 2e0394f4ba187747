import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createMemberTestApp, get, login, query } from '../../../testing/members.ts';
import { json, type TestApp } from '../../../testing/test-app.ts';
import { DEMO_MEMBER } from '../../accounts/members/demo-members.ts';
import { demoBetsSeeder } from './demo-bets.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createMemberTestApp();
  const site = (await t.app.services.sites.all()).get('pgdz')!;
  await t.app.services.members.seedDemo(['pgdz']);
  await t.app.services.catalogue.seedDemo(site);
  await t.app.services.vip.seedDemo(site);
});
afterAll(() => t.close());

const run = () => demoBetsSeeder.run({ app: t.app, adminPassword: '' });

describe('the demo week of play', () => {
  it('gives the demo member settled bets on the 7 closed days, netting to zero, once', async () => {
    await run();
    await run();
    const [bets] = await query<{ n: number; days: number; net: string; valid: string }>(
      t.database,
      sql`select count(*)::int n, count(distinct (settled_at + interval '8 hours')::date)::int days,
              sum(stake - payout) net, sum(valid_stake) valid
         from venue_bets b join members m on m.id = b.member_id
        where m.site_code = 'pgdz' and m.account = ${DEMO_MEMBER.account} and b.state = 'settled'`,
    );
    // Each day stakes 5 units of 200 x (8 - days ago) yuan: 5 x 200 x 28 yuan in all, in fen.
    expect(bets).toEqual({ n: 21, days: 7, net: '0', valid: String(5n * 200n * 28n * 100n) });
    const [wagers] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int n from turnover_entries where kind = 'wager' and source like 'bet:pgdz:%'`,
    );
    expect(wagers!.n).toBe(21);
    await expectBooksBalance(t.database);
  });

  it('leaves the demo member a rebate to claim for each of those days', async () => {
    const token = (await login(t.app, DEMO_MEMBER.account, DEMO_MEMBER.password)).headers['id'];
    const res = await get(t.app, '/api/findmed/v1/rewards/claimable', { t: String(token) });
    const rebates = json(res).data.list.filter((r: { kind: string }) => r.kind === 'rebate');
    expect(rebates).toHaveLength(7);
  });
});
