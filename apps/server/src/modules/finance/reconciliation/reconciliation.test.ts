import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  fund,
  newMember,
  operatorGet,
  operatorPost,
  withdraw,
  type TestMember,
} from '../../../testing/withdrawal-kit.ts';

// The books checked across tables: each module's money rows against the ledger's transfers. The
// rows are broken here behind the services' backs, as a bug or a hand edit would.

let t: TestApp;
let admin: string;
let m: TestMember;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on', WITHDRAW_FEE: '1.00' });
  admin = await adminToken(t);
  m = await newMember(t, 'recon01');
  await fund(t, m.owner, '2000');
  await t.app.services.deposits.seedChannels('pgdz', 'CNY');
});
afterAll(() => t.close());

const check = () => t.app.services.reconciliation.checkAll();
const kinds = (report: { violations: { kind: string }[] }) =>
  report.violations.map((v) => v.kind).sort();

describe('the cross-table checks', () => {
  it('hold on real traffic and find a withdrawal whose state lies about its holds', async () => {
    const asked = (await withdraw(t, m, { amount: '300' })).json().data.id as string;
    await operatorPost(t, admin, '/finance/adjustments', {
      account: m.account,
      amount: '5',
      reason: 'check',
    });
    expect(await check()).toEqual({ ok: true, violations: [] });

    // Marked paid, but its holds are still pending: the clearing account never saw the payout.
    await t.database.db.execute(
      sql`update withdrawals set state = 'paid' where order_no = ${asked}`,
    );
    const report = await check();
    expect(report.ok).toBe(false);
    expect(report.violations).toEqual([
      expect.objectContaining({ kind: 'withdrawal', id: asked, state: 'paid' }),
    ]);
    await t.database.db.execute(
      sql`update withdrawals set state = 'reviewing' where order_no = ${asked}`,
    );
    expect((await check()).ok).toBe(true);
  });

  it('find an adjustment applied without its transfer and a deposit marked credited without its credit', async () => {
    const adjusted = await operatorPost(t, admin, '/finance/adjustments', {
      account: m.account,
      amount: '7',
      reason: 'check',
    });
    await t.database.db.execute(
      sql`update adjustments set amount = 8 * 100 where id = ${adjusted.data.id}`,
    );
    await t.database.db.execute(
      sql`insert into deposit_orders (order_no, site_code, member_id, channel_id, amount, currency,
            reference, state)
          select 'D20261127CHECK01', 'pgdz', ${m.memberId}, id, 100, 'CNY', 'CHK001', 'credited'
          from deposit_channels limit 1`,
    );
    expect(kinds(await check())).toEqual(['adjustment', 'deposit']);
    await t.database.db.execute(
      sql`delete from deposit_orders where order_no = 'D20261127CHECK01'`,
    );
    await t.database.db.execute(
      sql`update adjustments set amount = 7 * 100 where id = ${adjusted.data.id}`,
    );
    expect((await check()).ok).toBe(true);
  });
});

describe('the incremental check', () => {
  it('looks at what changed since its last run, keeps its result, and reports a violation', async () => {
    const logged: unknown[] = [];
    const log = { error: (...args: unknown[]) => logged.push(args), info: () => {} } as never;
    const clean = await t.app.services.reconciliation.runIncremental(log);
    expect(clean).toEqual({ ok: true, violations: [] });
    expect(logged).toEqual([]);

    const asked = (await withdraw(t, m, { amount: '200' })).json().data.id as string;
    await t.database.db.execute(
      sql`update withdrawals set state = 'rejected', decided_at = now() where order_no = ${asked}`,
    );
    const found = await t.app.services.reconciliation.runIncremental(log);
    expect(found?.violations).toEqual([expect.objectContaining({ kind: 'withdrawal', id: asked })]);
    expect(logged).toHaveLength(1);
    const last = await operatorGet(t, admin, '/finance/invariants/last');
    expect(last.data).toMatchObject({
      ok: false,
      violations: [{ kind: 'withdrawal', id: asked }],
      since: expect.any(String),
    });

    // Put right, and pushed back before the last run's window: the next run no longer looks.
    await t.database.db.execute(
      sql`update withdrawals set state = 'reviewing', decided_at = null,
            created_at = now() - interval '1 day' where order_no = ${asked}`,
    );
    await t.database.db.execute(
      sql`update withdrawals set state = 'paid' where order_no = ${asked}`,
    );
    expect((await t.app.services.reconciliation.runIncremental(log))?.ok).toBe(true);
    // The full check still sees it.
    expect(kinds(await check())).toEqual(['withdrawal']);
    await t.database.db.execute(
      sql`update withdrawals set state = 'reviewing' where order_no = ${asked}`,
    );
  });

  it.runIf(process.env.DATABASE_URL)('runs on one node at a time: the others skip', async () => {
    const { reconciliation } = t.app.services;
    // Another node's run, held open with the check's cursor (deterministic, where three runs at
    // once overlapped or not as the machine's load had it).
    let release = () => {};
    let claimed = () => {};
    const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const other = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into books_check_cursor (id) values (1) on conflict do nothing`);
      await tx.execute(sql`select 1 from books_check_cursor where id = 1 for update`);
      claimed();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isClaimed;
    expect(await reconciliation.runIncremental()).toBeUndefined();
    release();
    await other;
    expect(await reconciliation.runIncremental()).toMatchObject({ ok: expect.any(Boolean) });
    // Several at once: each either runs or skips, none fails.
    const results = await Promise.all([1, 2, 3].map(() => reconciliation.runIncremental()));
    expect(results.filter((r) => r !== undefined).length).toBeGreaterThan(0);
  });

  it('prunes idempotency keys older than the retention, and no others', async () => {
    await t.database.db.execute(
      sql`insert into idempotency_keys (scope, key, request_hash, created_at) values
            ('member:1', 'old-key-0001', 'h', now() - interval '49 hours'),
            ('member:1', 'new-key-0001', 'h', now() - interval '47 hours')`,
    );
    expect(await t.app.services.idempotency.prune(48, 1)).toBe(1);
    const left = await query<{ key: string }>(
      t.database,
      sql`select key from idempotency_keys where key in ('old-key-0001', 'new-key-0001')`,
    );
    expect(left.map((r) => r.key)).toEqual(['new-key-0001']);
  });
});
