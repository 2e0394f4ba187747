import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { post, query } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  channelId,
  depositMember,
  operator,
  type TestMember,
} from '../../../testing/deposit-kit.ts';

// A bank transfer is matched by the payer's name and the reference; the member may say they have
// paid (我已付款) and show a receipt, so an operator knows to look. None of it moves money.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let m: TestMember;
let other: TestMember;
let bank: number;
let usdt: number;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
  bank = await channelId(t, 'bank');
  usdt = await channelId(t, 'usdt');
  m = await depositMember(t, 'depclaim01');
  other = await depositMember(t, 'depclaim02');
});
afterAll(async () => {
  await expectBooksBalance(t.database);
  await t.close();
});

async function upload(who: TestMember): Promise<number> {
  const boundary = 'x-boundary-1';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="r.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/f/v1/upload',
    headers: { ...who.as, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return json(res).data.id as number;
}

describe('bank deposits', () => {
  it('need the name on the paying account', async () => {
    const refused = json(await m.deposit({ channelId: bank, amount: '200', depositorName: ' ' }));
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { depositorName: expect.any(String) } },
    });
    const made = json(await m.deposit({ channelId: bank, amount: '200', depositorName: '张  三' }));
    expect(json(await m.info(made.data.id)).data).toMatchObject({
      depositorName: '张 三',
      paidClaimedAt: null,
      receiptUrl: null,
    });
  });

  it('may be marked paid with a receipt; the operator sees both; no money moves', async () => {
    const made = json(await m.deposit({ channelId: bank, amount: '300' }));
    const receipt = await upload(m);
    const res = await post(
      t.app,
      '/api/findmed/v1/finance/deposit/paid',
      { id: made.data.id, receipt },
      m.as,
    );
    const claimed = json(res).data;
    expect(claimed).toMatchObject({ state: 'pending', paidClaimedAt: expect.any(String) });
    expect(claimed.receiptUrl).toMatch(/^\/media\//);
    expect(await m.balance()).toBe('0.00');
    const ops = await operator(t);
    const listed = json(await ops.list('member=depclaim01')).data.list;
    expect(listed.find((o: { id: string }) => o.id === made.data.id)).toMatchObject({
      depositorName: '张三',
      paidClaimedAt: claimed.paidClaimedAt,
      receiptUrl: expect.stringMatching(/^\/media\//),
    });
    // Saying it again changes nothing.
    const again = json(
      await post(t.app, '/api/findmed/v1/finance/deposit/paid', { id: made.data.id }, m.as),
    ).data;
    expect(again.paidClaimedAt).toBe(claimed.paidClaimedAt);
  });

  it('refuses another member’s order or receipt, and orders that are not bank transfers', async () => {
    const made = json(await m.deposit({ channelId: bank, amount: '150' }));
    const theirs = await upload(other);
    const post2 = (who: TestMember, body: Record<string, unknown>) =>
      post(t.app, '/api/findmed/v1/finance/deposit/paid', body, who.as).then((r) => json(r));
    expect((await post2(other, { id: made.data.id })).code).toBe('NOT_FOUND');
    expect((await post2(m, { id: made.data.id, receipt: theirs })).code).toBe('NOT_FOUND');
    const coin = json(await m.deposit({ channelId: usdt, amount: '150' }));
    expect((await post2(m, { id: coin.data.id })).code).toBe('ORDER_NOT_PENDING');
    const [row] = await query<{ paid_claimed_at: string | null }>(
      t.database,
      sql`select paid_claimed_at from deposit_orders where order_no = ${made.data.id}`,
    );
    expect(row?.paid_claimed_at).toBeNull();
  });
});
