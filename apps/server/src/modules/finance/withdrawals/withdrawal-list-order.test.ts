import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  fund,
  newMember,
  operatorGet,
  withdraw,
} from '../../../testing/withdrawal-kit.ts';

// The console's money lists sort on the server (a page of 20 sorted in the browser would be the
// wrong 20): by time or by amount, either way; a site that is not one of the platform's is refused.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  admin = await adminToken(t);
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

const amounts = (answer: { data: { list: { amount: string }[] } }) =>
  answer.data.list.map((row) => row.amount);

describe("an operator's money lists", () => {
  it('sort withdrawals by time or amount, either way, on the server', async () => {
    const m = await newMember(t, 'wdsort01');
    await fund(t, m.owner, '1000');
    for (const amount of ['100', '300', '200']) {
      expect(json(await withdraw(t, m, { amount }))).toMatchObject({ status: true });
    }
    const list = (sort?: string) =>
      operatorGet(
        t,
        admin,
        `/finance/withdrawals?member=${m.account}${sort ? `&sort=${sort}` : ''}`,
      );
    expect(amounts(await list())).toEqual(['200.00', '300.00', '100.00']);
    expect(amounts(await list('-time'))).toEqual(['200.00', '300.00', '100.00']);
    expect(amounts(await list('time'))).toEqual(['100.00', '300.00', '200.00']);
    expect(amounts(await list('-amount'))).toEqual(['300.00', '200.00', '100.00']);
    expect(amounts(await list('amount'))).toEqual(['100.00', '200.00', '300.00']);
    // Two to a page, largest first: the second page holds the smallest.
    const second = await operatorGet(
      t,
      admin,
      `/finance/withdrawals?member=${m.account}&sort=-amount&size=2&page=2`,
    );
    expect(amounts(second)).toEqual(['100.00']);
  });

  it('refuse an unknown sort or a site that is not the platform’s, changing nothing', async () => {
    for (const url of [
      '/finance/withdrawals?sort=size',
      '/finance/deposits?sort=-name',
      '/finance/deposits?site=nope',
      '/finance/withdrawals?site=PGDZ',
      '/finance/adjustments?site=zz',
    ]) {
      expect(await operatorGet(t, admin, url), url).toMatchObject({
        status: false,
        code: 'VALIDATION',
      });
    }
    expect(await operatorGet(t, admin, '/finance/deposits?site=pgdz&sort=amount')).toMatchObject({
      status: true,
    });
  });
});
