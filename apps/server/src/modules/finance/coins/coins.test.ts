import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { encrypt, get, post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  balance,
  FINANCE,
  fund,
  newMember,
  withdraw,
  WP,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';
import { demoCoinSettings } from './coin-seed.ts';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const COINS = `${FINANCE}/coins`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CAPTCHA: 'off',
    SMS_OUTBOX: 'on',
    WITHDRAW_FEE: '2.50',
    COIN_QUOTE_SECONDS: '60',
  });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
});
afterAll(() => t.close());
afterEach(() => expectBooksBalance(t.database));

async function seedTerms() {
  const site = (await t.app.services.sites.all()).get('pgdz');
  if (!site) throw new Error('no pgdz');
  await t.app.services.coins.seedSettings(site, demoCoinSettings('CNY'));
}

async function bindTron(m: TestMember) {
  const res = await post(
    t.app,
    '/api/findmed/v1/member/cards/virtual',
    { network: 'TRC20', address: TRON, wpassword: await encrypt(t.app, WP) },
    m.as,
  );
  return json(res).data.id as number;
}

const quote = async (m: TestMember, body: Record<string, unknown>) =>
  json(await post(t.app, `${COINS}/quote`, body, m.as));

describe('the virtual-currency wallet', () => {
  it('shows no terms until the operator sets them, then the balance in USDT and the addresses', async () => {
    const m = await newMember(t, 'coinwal1');
    await fund(t, m.owner, '737.50');
    await bindTron(m);
    const before = json(await get(t.app, COINS, m.as)).data;
    expect(before).toMatchObject({
      currency: 'CNY',
      convertible: true,
      rates: { sell: null },
      networks: [
        { network: 'TRC20', fee: null, buyRate: '7.20' },
        { network: 'ERC20', fee: null, buyRate: null },
      ],
      quoteSeconds: 60,
    });
    expect(
      json(
        await post(
          t.app,
          `${COINS}/quote`,
          { side: 'sell', network: 'TRC20', amount: '100' },
          m.as,
        ),
      ),
    ).toMatchObject({ status: false, code: 'COIN_UNAVAILABLE' });

    await seedTerms();
    const after = json(await get(t.app, COINS, m.as)).data;
    expect(after).toMatchObject({
      balance: { available: '737.50', usdt: '100.340136' },
      rates: { sell: '7.35' },
      networks: [
        { network: 'TRC20', fee: '1.000000', buyRate: '7.20' },
        { network: 'ERC20', fee: '5.000000', buyRate: null },
      ],
      addresses: [{ network: 'TRC20', label: 'USDT-TRC20 TR7NHq…gjLj6t', address: TRON }],
    });
    const partners = json(await get(t.app, `${COINS}/partners`, m.as)).data.list;
    expect(partners.map((p: { id: string }) => p.id)).toEqual([
      'binance-p2p',
      'okx-express',
      'htx-otc',
    ]);
  });
});

describe('quotes', () => {
  beforeAll(seedTerms);

  it('sells at the sell rate less both fees, locked for the stated time, and refuses too little', async () => {
    const m = await newMember(t, 'coinq01');
    const at = Date.now();
    const q = await quote(m, { side: 'sell', network: 'TRC20', amount: '737.50' });
    expect(q.data).toMatchObject({
      side: 'sell',
      network: 'TRC20',
      rate: '7.35',
      amount: '737.50',
      fee: '2.50',
      usdt: '100.000000',
      networkFee: '1.000000',
      receive: '99.000000',
    });
    const expires = Date.parse(q.data.expiresAt);
    expect(expires - at).toBeGreaterThanOrEqual(59_000);
    expect(expires - at).toBeLessThanOrEqual(61_000 + 5_000);
    // 2.50 of fee, then more than 1 USDT of chain fee at 7.35 (7.35 + one fen): 9.86 at least.
    const low = await quote(m, { side: 'sell', network: 'TRC20', amount: '9.85' });
    expect(low).toMatchObject({ status: false, code: 'AMOUNT_BELOW_MIN', msg: '金额不能低于9.86' });
    expect((await quote(m, { side: 'sell', network: 'TRC20', amount: '9.86' })).data.receive).toBe(
      '0.001360',
    );
  });

  it('buys at the USDT deposit channel’s rate, rounded up, where the site takes that network', async () => {
    const m = await newMember(t, 'coinq02');
    const q = await quote(m, { side: 'buy', network: 'TRC20', amount: '100' });
    expect(q.data).toMatchObject({ rate: '7.20', usdt: '13.888889', receive: '13.888889' });
    expect(q.data.networkFee).toBe('0.000000');
    const erc = await quote(m, { side: 'buy', network: 'ERC20', amount: '100' });
    expect(erc).toMatchObject({ status: false, code: 'COIN_UNAVAILABLE' });
  });

  it('refuses what is not a side, a network or an amount, with the field named', async () => {
    const m = await newMember(t, 'coinq03');
    for (const [body, field] of [
      [{ network: 'TRC20', amount: '100' }, 'side'],
      [{ side: 'swap', network: 'TRC20', amount: '100' }, 'side'],
      [{ side: 'sell', network: 'BEP20', amount: '100' }, 'network'],
      [{ side: 'sell', network: 'TRC20', amount: '1.001' }, 'amount'],
      [{ side: 'sell', network: 'TRC20', amount: '-5' }, 'amount'],
    ] as const) {
      const res = await quote(m, body);
      expect(res).toMatchObject({ status: false, code: 'VALIDATION' });
      expect(Object.keys(res.data?.fields ?? {})).toContain(field);
    }
    // An amount the form allows but no quote can hold is refused, not a database error.
    const huge = await quote(m, { side: 'sell', network: 'TRC20', amount: '99999999999999' });
    expect(huge).toMatchObject({ status: false, code: 'AMOUNT_ABOVE_MAX' });
  });
});

describe('a crypto withdrawal', () => {
  beforeAll(seedTerms);

  it('needs a quote for a USDT address and pays what the quote locked, once', async () => {
    const m = await newMember(t, 'coinwd01');
    await fund(t, m.owner, '1000');
    const address = await bindTron(m);
    const without = json(await withdraw(t, m, { amount: '737.50', accountId: address }));
    expect(without).toMatchObject({
      status: false,
      code: 'VALIDATION',
      data: { fields: { quoteId: expect.any(String) } },
    });

    const q = (await quote(m, { side: 'sell', network: 'TRC20', amount: '737.50' })).data;
    const key = 'coin-wd-1';
    const res = json(
      await withdraw(t, m, { amount: '737.50', accountId: address, quoteId: q.id }, key),
    );
    expect(res).toMatchObject({
      status: true,
      data: {
        amount: '737.50',
        fee: '2.50',
        payout: '735.00',
        account: { kind: 'virtual', label: 'USDT-TRC20 TR7NHq…gjLj6t' },
        coin: {
          network: 'TRC20',
          rate: '7.35',
          usdt: '100.000000',
          networkFee: '1.000000',
          receive: '99.000000',
        },
      },
    });
    // The same press again answers the same withdrawal; the quote cannot serve another.
    const replay = json(
      await withdraw(t, m, { amount: '737.50', accountId: address, quoteId: q.id }, key),
    );
    expect(replay.data.id).toBe(res.data.id);
    const again = json(
      await withdraw(t, m, { amount: '737.50', accountId: address, quoteId: q.id }),
    );
    expect(again).toMatchObject({ status: false, code: 'RATE_QUOTE_MISMATCH' });
    expect(await balance(t, m)).toMatchObject({ central: '262.50', locked: '737.50' });
    // A bank card needs no quote and gets no coin terms.
    const bank = json(await withdraw(t, m, { amount: '100' }));
    expect(bank).toMatchObject({ status: true, data: { coin: null } });
  });

  it('refuses a quote run out, of another amount, network, side or member, and holds nothing', async () => {
    const m = await newMember(t, 'coinwd02');
    const other = await newMember(t, 'coinwd03');
    await fund(t, m.owner, '1000');
    const address = await bindTron(m);
    const ask = (who: TestMember, side: string, amount: string) =>
      quote(who, { side, network: 'TRC20', amount }).then((r) => r.data.id as string);
    const cases: [string, string][] = [
      [await ask(m, 'sell', '300'), 'RATE_QUOTE_MISMATCH'],
      [await ask(m, 'buy', '200'), 'RATE_QUOTE_MISMATCH'],
      [await ask(other, 'sell', '200'), 'RATE_QUOTE_MISMATCH'],
      ['not-a-quote', 'RATE_QUOTE_MISMATCH'],
    ];
    const expired = await ask(m, 'sell', '200');
    await t.database.db.execute(
      sql`update coin_quotes set expires_at = now() - interval '1 second' where id = ${expired}`,
    );
    cases.push([expired, 'RATE_QUOTE_EXPIRED']);
    for (const [quoteId, code] of cases) {
      const res = json(await withdraw(t, m, { amount: '200', accountId: address, quoteId }));
      expect(res, quoteId).toMatchObject({ status: false, code });
    }
    expect(await balance(t, m)).toMatchObject({ central: '1000.00', locked: '0.00' });
    // A refused order leaves its quote free: the expired one is still unused.
    const [row] = await query<{ used_by: string | null }>(
      t.database,
      sql`select used_by from coin_quotes where id = ${expired}`,
    );
    expect(row?.used_by).toBeNull();
  });
});

describe('a USDT deposit at a quote', () => {
  beforeAll(seedTerms);

  it('takes the quote’s rate even when the channel’s has moved since, and only on a USDT channel', async () => {
    const m = await newMember(t, 'coindep1');
    const channels = json(await get(t.app, `${FINANCE}/deposit/channels`, m.as)).data.list as {
      id: number;
      kind: string;
    }[];
    const usdt = channels.find((c) => c.kind === 'usdt')?.id;
    const bank = channels.find((c) => c.kind === 'bank')?.id;
    const q = (await quote(m, { side: 'buy', network: 'TRC20', amount: '720' })).data;
    await t.database.db.execute(
      sql`update deposit_channels set details = details || '{"rate":"7.50"}' where id = ${usdt}`,
    );
    try {
      const deposit = (body: Record<string, unknown>) =>
        post(t.app, `${FINANCE}/deposit`, body, {
          ...m.as,
          'idempotency-key': `dep-${body.channelId}-${Math.random()}`,
        });
      const onBank = json(
        await deposit({ channelId: bank, amount: '720', depositorName: '张三', quoteId: q.id }),
      );
      expect(onBank).toMatchObject({ status: false, code: 'RATE_QUOTE_MISMATCH' });
      const order = json(await deposit({ channelId: usdt, amount: '720', quoteId: q.id }));
      expect(order.status).toBe(true);
      const info = json(await get(t.app, `${FINANCE}/deposit/info?id=${order.data.id}`, m.as)).data;
      expect(info.instructions).toMatchObject({ rate: '7.20', payAmount: '100.000000' });
    } finally {
      await t.database.db.execute(
        sql`update deposit_channels set details = details || '{"rate":"7.20"}' where id = ${usdt}`,
      );
    }
  });
});

describe('quote pruning', () => {
  it('deletes quotes nobody took an hour after they ran out, and keeps those taken', async () => {
    await seedTerms();
    const m = await newMember(t, 'coinprn1');
    const q = (await quote(m, { side: 'sell', network: 'TRC20', amount: '100' })).data;
    await t.database.db.execute(
      sql`update coin_quotes set expires_at = now() - interval '2 hours' where member_id = ${m.memberId}`,
    );
    expect(await t.app.services.coins.pruneUnused()).toBeGreaterThanOrEqual(1);
    const left = await query(t.database, sql`select id from coin_quotes where id = ${q.id}`);
    expect(left).toHaveLength(0);
    const taken = await query(
      t.database,
      sql`select id from coin_quotes where used_by is not null`,
    );
    const afterTaken = await t.app.services.coins.pruneUnused();
    expect(
      await query(t.database, sql`select id from coin_quotes where used_by is not null`),
    ).toHaveLength(taken.length);
    expect(afterTaken).toBe(0);
  });
});
