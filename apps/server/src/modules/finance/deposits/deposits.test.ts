import { sql } from 'drizzle-orm';
import { operatorTokenOf } from '../../../testing/operator-sign-in.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isValidAddress } from '../../accounts/withdraw-accounts/addresses.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { post, query } from '../../../testing/members.ts';
import { DEMO_TRC20_ADDRESS } from './deposit-seed.ts';
import { beijingMinutes } from '../../../lib/beijing-time.ts';
import {
  ADMIN_DEPOSITS,
  auditActions,
  channelId,
  depositMember,
  movementsOf,
  operator,
  orderState,
  type TestMember,
} from '../../../testing/deposit-kit.ts';

let t: TestApp;
let alice: TestMember;
let bob: TestMember;
let bank: number;
let usdt: number;

beforeAll(async () => {
  t = await createTestApp({
    CAPTCHA: 'off',
    SMS_OUTBOX: 'on',
    FLOW_MULTIPLE: '1.5',
    USDT_RATE_LOCK_SECONDS: '600',
  });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
  usdt = await channelId(t, 'usdt');
  alice = await depositMember(t, 'depalice1');
  bob = await depositMember(t, 'depbob01');
});
afterEach(() => expectBooksBalance(t.database));
afterAll(() => t.close());

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const setHours = (id: number, open: string, close: string) =>
  t.database.db.execute(
    sql`update deposit_channels set open_time = ${open}, close_time = ${close} where id = ${id}`,
  );

describe('seeding', () => {
  it('gives a site one channel of each kind, once, with demo details', async () => {
    await t.app.services.deposits.seedChannels('pgdz', 'CNY');
    const rows = await query<{
      kind: string;
      min_amount: string;
      max_amount: string;
      details: Record<string, string>;
      secret: string | null;
    }>(
      t.database,
      sql`select kind, min_amount::text, max_amount::text, details, secret from deposit_channels where site_code = 'pgdz' order by sort`,
    );
    expect(rows.map((r) => [r.kind, r.min_amount, r.max_amount])).toEqual([
      ['bank', '10000', '5000000'],
      ['usdt', '10000', '20000000'],
      ['ewallet', '10000', '5000000'],
    ]);
    expect(rows[0]?.details).toMatchObject({
      accountName: '深圳市麒麟科技有限公司',
      names: { 'zh-CN': '中国工商银行', 'zh-HK': '中國工商銀行', en: 'ICBC' },
    });
    expect(rows[1]?.details).toEqual({
      network: 'TRC20',
      address: DEMO_TRC20_ADDRESS,
      rate: '7.20',
    });
    expect(isValidAddress('TRC20', DEMO_TRC20_ADDRESS)).toBe(true);
    // The gateway secret is sealed at rest (docs/decisions/data-at-rest.md).
    expect(rows[2]?.secret).toMatch(/^enc1:/);
    expect(t.app.services.dataCipher.open(rows[2]!.secret!)).toMatch(/^[0-9a-f]{48}$/);
  });
});

describe('channels', () => {
  it('lists limits as wire decimals, hours, the USDT rate; e-wallet closed without a gateway', async () => {
    const list = await alice.channels();
    expect(list).toEqual([
      {
        id: bank,
        name: '中国工商银行',
        kind: 'bank',
        min: '100.00',
        max: '50000.00',
        hours: { open: '00:00', close: '00:00' },
        open: true,
      },
      expect.objectContaining({
        id: usdt,
        kind: 'usdt',
        rate: '7.20',
        network: 'TRC20',
        open: true,
      }),
      expect.objectContaining({ kind: 'ewallet', open: false }),
    ]);
  });

  it('needs a member session', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/findmed/v1/finance/deposit/channels',
    });
    expect(json(res)).toEqual({ status: false, data: 'token' });
  });
});

describe('bank orders', () => {
  it('creates an order with the account details and a reference to quote', async () => {
    const created = json(
      await alice.deposit({ channelId: String(bank), amount: '500' }, 'bank-key-0001'),
    );
    expect(created).toEqual({ status: true, data: { id: expect.stringMatching(/^D\d{16}$/) } });
    const info = json(await alice.info(created.data.id)).data;
    expect(info).toMatchObject({
      id: created.data.id,
      channelId: bank,
      channelName: '中国工商银行',
      amount: '500.00',
      currency: 'CNY',
      state: 'pending',
      creditedAt: null,
      reason: null,
      instructions: {
        kind: 'bank',
        bankName: '中国工商银行',
        accountName: '深圳市麒麟科技有限公司',
        reference: expect.stringMatching(/^[A-HJKMNP-Z2-9]{6}$/),
      },
    });
    expect(await auditActions(t, created.data.id)).toEqual(['deposit.create']);
  });

  it('refuses amounts outside the limits with the limit as a wire decimal', async () => {
    const below = json(await alice.deposit({ channelId: bank, amount: '99.99' }));
    expect(below).toMatchObject({ code: 'AMOUNT_BELOW_MIN', msg: '金额不能低于100.00' });
    const above = json(await alice.deposit({ channelId: bank, amount: 50000.01 }));
    expect(above).toMatchObject({ code: 'AMOUNT_ABOVE_MAX', msg: '金额不能高于50000.00' });
    expect(json(await alice.deposit({ channelId: bank, amount: '0' })).code).toBe(
      'AMOUNT_BELOW_MIN',
    );
    expect(json(await alice.deposit({ channelId: bank, amount: '100.001' }))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { amount: expect.any(String) } },
    });
    expect(json(await alice.deposit({ amount: '100' }))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { channelId: expect.any(String) } },
    });
    expect(json(await alice.deposit({ channelId: 999999, amount: '100' })).code).toBe('NOT_FOUND');
  });

  it('refuses outside the hours (Beijing time, windows across midnight too)', async () => {
    const now = beijingMinutes(new Date());
    try {
      await setHours(bank, hhmm(now + 60), hhmm(now + 120));
      expect((await alice.channels()).find((c) => c.id === bank)?.open).toBe(false);
      expect(json(await alice.deposit({ channelId: bank, amount: '100' })).code).toBe(
        'CHANNEL_CLOSED',
      );
      // Open from an hour ago until an hour before that: across midnight whatever the time now.
      await setHours(bank, hhmm(now - 60), hhmm(now - 120));
      expect((await alice.channels()).find((c) => c.id === bank)?.open).toBe(true);
      expect(json(await alice.deposit({ channelId: bank, amount: '100' })).status).toBe(true);
    } finally {
      await setHours(bank, '00:00', '00:00');
    }
  });

  it('is idempotent per key: same parameters answer the same order, others conflict', async () => {
    const first = json(await alice.deposit({ channelId: bank, amount: '300' }, 'same-key-0001'));
    const again = json(
      await alice.deposit({ channelId: String(bank), amount: '300.00' }, 'same-key-0001'),
    );
    expect(again).toEqual(first);
    const other = json(await alice.deposit({ channelId: bank, amount: '301' }, 'same-key-0001'));
    expect(other.code).toBe('IDEMPOTENCY_CONFLICT');
    const viaField = json(
      await alice.deposit({ channelId: bank, amount: '300', requestId: 'same-key-0001' }),
    );
    expect(viaField).toEqual(first);
    const [row] = await query<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from deposit_orders where member_id = ${alice.id} and amount = 30000`,
    );
    expect(row?.n).toBe(1);
    // Another member's same key is another order: keys are scoped to the member.
    const bobs = json(await bob.deposit({ channelId: bank, amount: '300' }, 'same-key-0001'));
    expect(bobs.data.id).not.toBe(first.data.id);
  });

  it('shows a member only their own orders', async () => {
    const { data } = json(await alice.deposit({ channelId: bank, amount: '100' }));
    expect(json(await bob.info(data.id))).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(json(await bob.info('D0000000000000000')).code).toBe('NOT_FOUND');
  });
});

describe('operator decisions', () => {
  it('confirm credits once: ledger, turnover x multiple, order row; a second confirm refuses', async () => {
    const m = await depositMember(t, 'depconf01');
    const { data } = json(await m.deposit({ channelId: bank, amount: '1000' }));
    const ops = await operator(t);
    const confirmed = json(await ops.confirm(data.id));
    expect(confirmed.data).toMatchObject({
      id: data.id,
      state: 'credited',
      memberAccount: 'depconf01',
      transferId: expect.any(Number),
    });
    expect(await m.balance()).toBe('1000.00');
    expect(await t.app.services.turnover.state(m.id)).toEqual({
      required: 150_000n,
      remaining: 150_000n,
    });
    expect(json(await ops.confirm(data.id)).code).toBe('ORDER_NOT_PENDING');
    expect(json(await ops.reject(data.id, 'late')).code).toBe('ORDER_NOT_PENDING');
    expect(await m.balance()).toBe('1000.00');
    expect(await movementsOf(t, data.id)).toEqual({ transfers: 1, turnover: 1 });
    const info = json(await m.info(data.id)).data;
    expect(info).toMatchObject({ state: 'credited', creditedAt: expect.any(String) });
    const [transfer] = await query<{ reason: string; meta: Record<string, unknown> }>(
      t.database,
      sql`select reason, meta from ledger_transfers where transfer_key = ${`deposit:${data.id}`}`,
    );
    expect(transfer).toEqual({
      reason: 'deposit',
      // The channel in each language too: records name it in the member's language (7cb6c5a).
      meta: {
        orderNo: data.id,
        channel: '中国工商银行',
        channelNames: { 'zh-CN': '中国工商银行', 'zh-HK': '中國工商銀行', en: 'ICBC' },
      },
    });
    expect(await auditActions(t, data.id)).toEqual(['deposit.create', 'deposit.confirm']);
  });

  it('confirms concurrently only once', async () => {
    const m = await depositMember(t, 'depconc01');
    const { data } = json(await m.deposit({ channelId: bank, amount: '200' }));
    const ops = await operator(t);
    const answers = await Promise.all([
      ops.confirm(data.id),
      ops.confirm(data.id),
      ops.confirm(data.id),
    ]);
    const codes = answers.map((a) => json(a).code ?? 'ok').sort();
    expect(codes).toEqual(['ORDER_NOT_PENDING', 'ORDER_NOT_PENDING', 'ok']);
    expect(await m.balance()).toBe('200.00');
  });

  it('reject needs a reason, shows it to the member, and a rejected order cannot be confirmed', async () => {
    const { data } = json(await alice.deposit({ channelId: bank, amount: '150' }));
    const ops = await operator(t);
    expect(json(await ops.reject(data.id))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { reason: expect.any(String) } },
    });
    expect(json(await ops.reject(data.id, '   '))).toMatchObject({ code: 'VALIDATION' });
    expect(json(await ops.reject(data.id, '未收到款项')).data).toMatchObject({
      state: 'rejected',
      reason: '未收到款项',
    });
    expect(json(await alice.info(data.id)).data).toMatchObject({
      state: 'rejected',
      reason: '未收到款项',
    });
    expect(json(await ops.confirm(data.id)).code).toBe('ORDER_NOT_PENDING');
    expect(await movementsOf(t, data.id)).toEqual({ transfers: 0, turnover: 0 });
    expect(await auditActions(t, data.id)).toEqual(['deposit.create', 'deposit.reject']);
    expect(json(await ops.confirm('D0000000000000000')).code).toBe('NOT_FOUND');
  });

  it('caps the orders waiting for payment at DEPOSIT_OPEN_MAX (5) per member (issue 20)', async () => {
    const carol = await depositMember(t, 'depcarol1');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(json(await carol.deposit({ channelId: bank, amount: '100' })).data.id);
    const sixth = json(await carol.deposit({ channelId: bank, amount: '100' }));
    expect(sixth).toMatchObject({
      status: false,
      code: 'DEPOSIT_OPEN_LIMIT',
      msg: '您已有5笔待支付的充值订单，请先完成支付或等待处理',
    });
    // One handled: a new one may be made. Another member is not held by carol's.
    await (await operator(t)).reject(ids[0]!, '未收到款项');
    expect(json(await carol.deposit({ channelId: bank, amount: '100' })).status).toBe(true);
    expect(json(await carol.deposit({ channelId: bank, amount: '100' })).code).toBe(
      'DEPOSIT_OPEN_LIMIT',
    );
    const dave = await depositMember(t, 'depdave01');
    expect(json(await dave.deposit({ channelId: bank, amount: '100' })).status).toBe(true);
  });

  it('lists and filters by state, site and member account', async () => {
    const m = await depositMember(t, 'deplist01');
    const a = json(await m.deposit({ channelId: bank, amount: '100' })).data.id;
    const b = json(await m.deposit({ channelId: bank, amount: '200' })).data.id;
    const ops = await operator(t);
    await ops.confirm(a);
    const all = json(await ops.list('member=DEPLIST01')).data;
    expect(all).toMatchObject({ total: 2, page: 1, size: 20 });
    expect(all.list.map((o: { id: string }) => o.id)).toEqual([b, a]);
    const pending = json(await ops.list('member=deplist01&state=pending&site=pgdz')).data;
    expect(pending.list).toEqual([
      expect.objectContaining({
        id: b,
        state: 'pending',
        amount: '200.00',
        siteCode: 'pgdz',
        channelKind: 'bank',
      }),
    ]);
    expect(json(await ops.list('member=deplist01&site=hgty')).data.total).toBe(0);
    expect(
      json(await ops.list('member=deplist01&size=1&page=2')).data.list.map(
        (o: { id: string }) => o.id,
      ),
    ).toEqual([a]);
  });

  it('is for finance and admin operators only', async () => {
    await t.app.services.operators.create(
      { kind: 'system', name: 'test' },
      { account: 'support9', password: 'support-password-1', role: 'support' },
      {},
    );
    const token = await operatorTokenOf(t.app, 'support9', 'support-password-1');
    const res = await post(t.app, `${ADMIN_DEPOSITS}/D0000000000000000/confirm`, {}, { t: token });
    expect(json(res).code).toBe('FORBIDDEN');
    const member = await post(t.app, `${ADMIN_DEPOSITS}/D0000000000000000/confirm`, {}, alice.as);
    expect(json(member).status).toBe(false);
  });
});

describe('USDT orders', () => {
  it('lock the rate and ask for amount / rate rounded up', async () => {
    const before = Date.now();
    const { data } = json(await alice.deposit({ channelId: usdt, amount: '100' }));
    const info = json(await alice.info(data.id)).data;
    expect(info).toMatchObject({
      state: 'pending',
      amount: '100.00',
      instructions: {
        kind: 'usdt',
        network: 'TRC20',
        address: DEMO_TRC20_ADDRESS,
        payAmount: '13.888889',
        rate: '7.20',
      },
    });
    const expires = Date.parse(info.instructions.rateExpiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000 + 1000);
  });

  it('expire when the rate runs out; an operator may still confirm (late but arrived)', async () => {
    const m = await depositMember(t, 'depusdt01');
    const { data } = json(await m.deposit({ channelId: usdt, amount: '720' }));
    await t.database.db.execute(
      sql`update deposit_orders set rate_expires_at = now() - interval '1 second' where order_no = ${data.id}`,
    );
    expect(json(await m.info(data.id)).data.state).toBe('expired');
    expect(await orderState(t, data.id)).toBe('expired');
    const ops = await operator(t);
    expect(json(await ops.list('member=depusdt01&state=expired')).data.total).toBe(1);
    expect(json(await ops.confirm(data.id)).data.state).toBe('credited');
    expect(await m.balance()).toBe('720.00');
  });

  it('expireStale() marks every pending order past its rate, and nothing else', async () => {
    const m = await depositMember(t, 'depusdt02');
    const stale = json(await m.deposit({ channelId: usdt, amount: '100' })).data.id;
    const fresh = json(await m.deposit({ channelId: usdt, amount: '100' })).data.id;
    const bankOrder = json(await m.deposit({ channelId: bank, amount: '100' })).data.id;
    await t.database.db.execute(
      sql`update deposit_orders set rate_expires_at = now() - interval '1 minute' where order_no = ${stale}`,
    );
    expect(await t.app.services.deposits.expireStale()).toBeGreaterThanOrEqual(1);
    expect(await orderState(t, stale)).toBe('expired');
    expect(await orderState(t, fresh)).toBe('pending');
    expect(await orderState(t, bankOrder)).toBe('pending');
  });
});
