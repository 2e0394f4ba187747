import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { sessionMember, type Member } from '../../../testing/member-records.ts';
import {
  createTestApp,
  json,
  TEST_ADMIN_PASSWORD,
  type TestApp,
} from '../../../testing/test-app.ts';
import { DEMO_TRC20_ADDRESS } from './deposit-seed.ts';

// Channels follow the brand's currency: a USDT brand (hgty) is not offered a bank transfer of
// "₮100.00" to a Shenzhen account, and its USDT channel converts nothing, so there is no rate to
// show and none to lock. Names are in the member's language.

const DEPOSIT = '/api/findmed/v1/finance/deposit';
let t: TestApp;
let usdtMember: Member;
let cnyMember: Member;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.deposits.seedChannels('hgty', 'USDT');
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  usdtMember = await sessionMember(t, { site: 'hgty', lang: 'zh-HK' });
  cnyMember = await sessionMember(t, { site: 'pgdz', lang: 'en' });
});
afterAll(async () => {
  await expectBooksBalance(t.database);
  await t.close();
});

const get = (who: Member, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers }).then((r) => json(r));
const post = (who: Member, url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload }).then((r) => json(r));

describe('deposit channels by currency', () => {
  it('give a USDT brand no bank channel and a USDT channel without a rate, named in zh-HK', async () => {
    const list = (await get(usdtMember, `${DEPOSIT}/channels`)).data.list;
    expect(list.map((c: { kind: string; name: string }) => [c.kind, c.name])).toEqual([
      ['usdt', 'USDT-TRC20'],
      ['ewallet', '掃碼支付'],
    ]);
    const usdt = list[0];
    expect(usdt).not.toHaveProperty('rate');
    expect(usdt).toMatchObject({ network: 'TRC20', open: true });

    const made = await post(usdtMember, DEPOSIT, { channelId: String(usdt.id), amount: '150.5' });
    expect(made.status).toBe(true);
    const info = (await get(usdtMember, `${DEPOSIT}/info?id=${made.data.id}`)).data;
    expect(info).toMatchObject({
      state: 'pending',
      amount: '150.500000',
      currency: 'USDT',
      instructions: {
        kind: 'usdt',
        address: DEMO_TRC20_ADDRESS,
        payAmount: '150.500000',
        rate: '',
        rateExpiresAt: '',
      },
    });
  });

  it('name a CNY brand’s channels and bank in the member’s language', async () => {
    const list = (await get(cnyMember, `${DEPOSIT}/channels`)).data.list;
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      'ICBC',
      'USDT-TRC20',
      'Scan to pay',
    ]);
    const bank = list[0];
    const made = await post(cnyMember, DEPOSIT, {
      channelId: String(bank.id),
      amount: '200',
      depositorName: 'Zhang San',
    });
    const info = (await get(cnyMember, `${DEPOSIT}/info?id=${made.data.id}`)).data;
    expect(info).toMatchObject({ channelName: 'ICBC', instructions: { bankName: 'ICBC' } });
    const zh = await t.app.inject({
      method: 'GET',
      url: `${DEPOSIT}/info?id=${made.data.id}`,
      headers: { ...cnyMember.headers, lang: 'zh-HK' },
    });
    expect(json(zh).data.instructions.bankName).toBe('中國工商銀行');

    // Credited, the member's records name the channel in their language too.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/finance/deposits/${made.data.id}/confirm`,
      headers: { t: await operatorTokenOf(t.app, 'admin', TEST_ADMIN_PASSWORD) },
    });
    const records = (lang: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/findmed/v1/records/transactions',
          headers: { ...cnyMember.headers, lang },
          payload: {},
        })
        .then((r) => json(r).data.list[0].title as string);
    expect(await records('en')).toBe('ICBC');
    expect(await records('zh-HK')).toBe('中國工商銀行');
  });
});
