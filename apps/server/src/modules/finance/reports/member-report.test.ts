import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channelId, DEPOSIT, operator as depositDesk } from '../../../testing/deposit-kit.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get, login, post } from '../../../testing/members.ts';
import { createEvent, placeBet, selection } from '../../../testing/sportsbook-kit.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { fund, newMember, operator, type TestMember } from '../../../testing/withdrawal-kit.ts';

// A member's own figures (issue 25): the monthly statement and the session summary the reality
// check and the member centre read.

const SESSION = '/api/findmed/v1/member/session';
const STATEMENT = '/api/findmed/v1/member/statement';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/120.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let trader: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  trader = await operator(t, 'mrtrader', 'trader');
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

/** A settled venue bet of the member, as a pull from the venue writes it, settled `daysAgo`. */
const venueBet = (m: TestMember, betId: string, stake: number, payout: number, daysAgo = 0) =>
  t.database.db.execute(
    sql`insert into venue_bets (site_code, member_id, venue_code, bet_id, game_code, round,
          currency, stake, valid_stake, payout, state, placed_at, settled_at, booked)
        values ('pgdz', ${m.memberId}, 'kgame', ${betId}, 'dragon-tiger', 'R1', 'CNY', ${stake},
          ${stake}, ${payout}, 'settled', now() - make_interval(days => ${daysAgo}),
          now() - make_interval(days => ${daysAgo}), 'outside')`,
  );

describe('the session summary', () => {
  it('gives the log-in before this one with its device, and play since log-in', async () => {
    const m = await newMember(t, 'mrsession1');
    const first = json(await get(t.app, SESSION, m.as));
    expect(first).toMatchObject({
      status: true,
      data: {
        previousLogin: null,
        sessionMinutes: null,
        endsAt: null,
        staked: '0.00',
        net: '0.00',
      },
    });

    const again = json(await login(t.app, 'mrsession1', undefined, { 'user-agent': PHONE_UA }));
    const as = { t: again.data.token as string };
    const later = json(await login(t.app, 'mrsession1'));
    const summary = json(await get(t.app, SESSION, { t: later.data.token }));
    expect(summary.data.previousLogin).toMatchObject({ device: 'Chrome 120 · Android 14' });
    expect(Date.parse(summary.data.loginAt)).toBeGreaterThanOrEqual(
      Date.parse(summary.data.previousLogin.at),
    );
    // The phone's session reads its own log-in and the registration before it.
    const phone = json(await get(t.app, SESSION, as));
    expect(phone.data.loginAt).toBe(summary.data.previousLogin.at);
    expect(Date.parse(phone.data.previousLogin.at)).toBeLessThanOrEqual(
      Date.parse(phone.data.loginAt),
    );

    await fund(t, m.owner, '100');
    const event = await createEvent(t, trader);
    const legs = [{ selectionId: selection(event, '1x2', 'home').id, odds: '1.950' }];
    expect(await placeBet(t, as, { stake: '20', legs })).toMatchObject({ status: true });
    await venueBet(m, 'mr-s-1', 1_000, 3_500);
    await venueBet(m, 'mr-s-old', 9_000, 0, 1);
    expect(json(await get(t.app, SESSION, as)).data).toMatchObject({
      staked: '30.00',
      net: '25.00',
    });
  });

  it('is refused without a session', async () => {
    expect(json(await get(t.app, SESSION))).toMatchObject({ status: false, data: 'token' });
    expect(json(await get(t.app, STATEMENT))).toMatchObject({ status: false, data: 'token' });
  });
});

describe('the monthly statement', () => {
  it('sums each Beijing month: deposits, stakes, payouts and net, newest first', async () => {
    const m = await newMember(t, 'mrstmt1');
    const bank = await channelId(t, 'bank');
    const order = json(
      await post(t.app, DEPOSIT, { channelId: bank, amount: '300', depositorName: '张三' }, m.as),
    );
    expect(order.status).toBe(true);
    const desk = await depositDesk(t);
    expect(json(await desk.confirm(order.data.id))).toMatchObject({ status: true });
    await venueBet(m, 'mr-m-1', 10_000, 4_000);
    await venueBet(m, 'mr-m-2', 5_000, 12_500);
    await venueBet(m, 'mr-m-3', 2_000, 0, 40);

    const { data } = json(await get(t.app, `${STATEMENT}?months=3`, m.as));
    expect(data.items).toHaveLength(3);
    const [now, before] = data.items;
    expect(now).toMatchObject({
      deposits: '300.00',
      withdrawals: '0.00',
      stakes: '150.00',
      payouts: '165.00',
      bonuses: '0.00',
      net: '15.00',
    });
    expect(now.month).toMatch(/^\d{4}-\d\d$/);
    expect(before.month < now.month).toBe(true);
    // The bet settled 40 days ago lies in the month before or the one before that.
    const older = data.items.slice(1).find((row: { stakes: string }) => row.stakes !== '0.00');
    expect(older).toMatchObject({ stakes: '20.00', payouts: '0.00', net: '-20.00' });
  });

  it("refuses a count of months it does not keep, in the member's language", async () => {
    const m = await newMember(t, 'mrstmt2');
    for (const months of ['0', '25', 'x']) {
      const refused = json(await get(t.app, `${STATEMENT}?months=${months}`, m.as));
      expect(refused).toMatchObject({ status: false, code: 'VALIDATION' });
    }
  });
});
