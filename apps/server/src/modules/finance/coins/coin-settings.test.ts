import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { adminToken, FINANCE, newMember, operator } from '../../../testing/withdrawal-kit.ts';
import { minSellAmount, sellTerms } from './coin-rules.ts';

const SETTINGS = '/api/admin/v1/coins/settings';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const put = (body: Record<string, unknown>, token = admin) =>
  t.app
    .inject({
      method: 'PUT',
      url: SETTINGS,
      headers: { t: token },
      payload: { site: 'pgdz', ...body },
    })
    .then(json);

const GOOD = {
  sellRate: '7.30',
  networkFees: { TRC20: '1', ERC20: '4.5' },
  partners: [
    {
      name: '示例买币',
      url: 'https://buy.example.com/usdt',
      networks: ['TRC20'],
      instructions: '注册\n付款\n提币',
    },
  ],
};

describe('coin settings', () => {
  it('are set whole by an admin, audited with before and after, and reach members', async () => {
    expect(
      json(
        await t.app.inject({ method: 'GET', url: `${SETTINGS}?site=pgdz`, headers: { t: admin } }),
      ).data,
    ).toBeNull();
    const saved = await put(GOOD);
    expect(saved).toMatchObject({
      status: true,
      data: {
        sellRate: '7.30',
        networkFees: { TRC20: '1.000000', ERC20: '4.500000' },
        partners: [{ name: '示例买币', networks: ['TRC20'] }],
      },
    });
    expect(saved.data.partners[0].id).toMatch(/^[0-9a-f]{12}$/);
    // Saved again with its id, the partner keeps it.
    const id = saved.data.partners[0].id;
    const again = await put({ ...GOOD, sellRate: '7.31', partners: [{ ...GOOD.partners[0], id }] });
    expect(again.data.partners[0].id).toBe(id);
    const audits = await query<{ action: string; before: unknown; after: { sellRate: string } }>(
      t.database,
      sql`select action, before, after from audit_log where action = 'coins.settings.set' order by id`,
    );
    expect(audits).toHaveLength(2);
    expect(audits[0]?.before).toBeNull();
    expect(audits[1]?.before).toMatchObject({ sellRate: '7.30' });
    expect(audits[1]?.after.sellRate).toBe('7.31');

    const m = await newMember(t, 'coinset1', { card: false });
    const wallet = json(await get(t.app, `${FINANCE}/coins`, m.as)).data;
    expect(wallet.rates.sell).toBe('7.31');
    const partners = json(await get(t.app, `${FINANCE}/coins/partners`, m.as)).data.list;
    expect(partners).toEqual([{ ...GOOD.partners[0], id }]);
  });

  it('refuse a bad rate, fee, link or partner, naming each field, and change nothing', async () => {
    const before = json(
      await t.app.inject({ method: 'GET', url: `${SETTINGS}?site=pgdz`, headers: { t: admin } }),
    ).data;
    const res = await put({
      sellRate: 'abc',
      networkFees: { TRC20: '-1', ERC20: '1.0000001' },
      partners: [
        { name: '', url: 'javascript:alert(1)', networks: ['BEP20'], instructions: '' },
        { name: 'x', url: 'http://plain.example.com', networks: [], instructions: 'y' },
      ],
    });
    expect(res).toMatchObject({ status: false, code: 'VALIDATION' });
    expect(Object.keys(res.data.fields).sort()).toEqual(
      [
        'sellRate',
        'networkFees.TRC20',
        'networkFees.ERC20',
        'partners.0.name',
        'partners.0.url',
        'partners.0.networks',
        'partners.0.instructions',
        'partners.1.url',
        'partners.1.networks',
      ].sort(),
    );
    const after = json(
      await t.app.inject({ method: 'GET', url: `${SETTINGS}?site=pgdz`, headers: { t: admin } }),
    ).data;
    expect(after).toEqual(before);
  });

  it('are an admin’s: finance operators are refused', async () => {
    const finance = await operator(t, 'coinfin1', 'finance');
    const res = await put(GOOD, finance);
    expect(res.status).toBe(false);
  });
});

describe('exchange arithmetic', () => {
  it('never sends more USDT than the wallet paid for, and finds the least amount that sends any', () => {
    // 100.00 CNY at 7.35: 13.605442… USDT, rounded down.
    expect(sellTerms(10_000n, 0n, 'CNY', '7.35', 0n).usdt).toBe(13_605_442n);
    expect(sellTerms(10_000n, 250n, 'CNY', '7.35', 1_000_000n)).toEqual({
      usdt: 13_265_306n,
      receive: 12_265_306n,
    });
    for (const [fee, rate, networkFee] of [
      [0n, '7.35', 1_000_000n],
      [250n, '7.2', 5_000_000n],
      [0n, '1', 1_000_000n],
      [100n, '0.13', 0n],
    ] as const) {
      const min = minSellAmount(fee, 'CNY', rate, networkFee);
      expect(sellTerms(min, fee, 'CNY', rate, networkFee).receive).toBeGreaterThan(0n);
      expect(sellTerms(min - 1n, fee, 'CNY', rate, networkFee).receive).toBeLessThanOrEqual(0n);
    }
    // A USDT site converts 1:1 and only the chain's fee comes off.
    expect(sellTerms(5_000_000n, 0n, 'USDT', '1', 1_000_000n)).toEqual({
      usdt: 5_000_000n,
      receive: 4_000_000n,
    });
  });
});
