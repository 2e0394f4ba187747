import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { get } from '../../../testing/members.ts';
import { json } from '../../../testing/test-app.ts';
import { setUpVenueTest, type VenueTest } from '../../../testing/venue-kit.ts';
import {
  adminToken,
  fund,
  newMember,
  operator,
  operatorGet,
  operatorPost,
  withdraw,
} from '../../../testing/withdrawal-kit.ts';

// A member's wallet as operators read it (GET /api/admin/v1/members/:id/wallet): what the member's
// own wallet endpoints show, in the same decimal strings, and the betting they still owe.

let t: VenueTest;
let finance: string;
beforeAll(async () => {
  t = await setUpVenueTest({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  finance = await operator(t, 'walfinance', 'finance');
});
afterAll(() => t.closeAll());
afterEach(() => expectBooksBalance(t.database));

const walletOf = (token: string, memberId: number | string) =>
  operatorGet(t, token, `/members/${memberId}/wallet`);

describe('GET /api/admin/v1/members/:id/wallet', () => {
  it('answers the balances where the money is and the betting owed', async () => {
    const m = await newMember(t, 'walletadm1');
    await fund(t, m.owner, '1000.00'); // a deposit's credit
    expect(json(await withdraw(t, m, { amount: '100.00' }))).toMatchObject({ status: true });
    const credit = await operatorPost(t, finance, '/finance/adjustments', {
      account: m.account,
      amount: '50.25',
      reason: '活动补发',
      turnoverMultiple: '2',
    });
    expect(credit).toMatchObject({ status: true, data: { state: 'applied' } });
    const moved = await t.call(m.as.t, 'POST', '/api/findmed/v1/finance/transfer', {
      from: 'central',
      to: 'kgame',
      amount: '300.00',
    });
    expect(moved).toMatchObject({ status: true });

    const wallet = await walletOf(finance, m.memberId);
    expect(wallet).toEqual({
      status: true,
      data: {
        memberId: m.memberId,
        siteCode: 'pgdz',
        currency: 'CNY',
        central: '650.25',
        locked: '100.00',
        inTransit: '0.00',
        total: '1050.25',
        venues: [{ code: 'kgame', balance: '300.00' }],
        turnover: {
          required: '100.50',
          remaining: '100.50',
          sources: { deposit: '0.00', bonus: '0.00', adjustment: '100.50' },
        },
      },
    });
    // As the member's own endpoints put it.
    const own = json(await get(t.app, '/api/findmed/v1/finance/assets', m.as)).data;
    expect(own).toMatchObject({
      central: wallet.data.central,
      locked: wallet.data.locked,
      inTransit: wallet.data.inTransit,
      total: wallet.data.total,
    });
  });

  it('answers zeros for a member without money, to admin and support too', async () => {
    const m = await newMember(t, 'walletadm2', { wpassword: false });
    const zero = {
      memberId: m.memberId,
      central: '0.00',
      locked: '0.00',
      inTransit: '0.00',
      total: '0.00',
      venues: [],
      turnover: { required: '0.00', remaining: '0.00' },
    };
    for (const token of [await adminToken(t), await operator(t, 'walsupport', 'support')])
      expect(await walletOf(token, m.memberId)).toMatchObject({ status: true, data: zero });
  });

  it('refuses an id that is not one, a member that does not exist, and the trader', async () => {
    for (const id of ['x', '0', '-3', '1e2'])
      expect(await walletOf(finance, id), id).toMatchObject({ code: 'VALIDATION' });
    expect(await walletOf(finance, 99999999)).toMatchObject({ status: false, code: 'NOT_FOUND' });
    const m = await newMember(t, 'walletadm3', { wpassword: false });
    const trader = await operator(t, 'waltrader', 'trader');
    expect(await walletOf(trader, m.memberId)).toMatchObject({ code: 'FORBIDDEN' });
  });
});
