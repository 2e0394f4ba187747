import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../../testing/ledger.ts';
import { encrypt, get, post } from '../../../testing/members.ts';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import {
  adminToken,
  balance,
  FINANCE,
  fund,
  newMember,
  operatorGet,
  WP,
} from '../../../testing/withdrawal-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off', SMS_OUTBOX: 'on' });
});
afterAll(() => t.close());

describe('concurrent withdrawals', () => {
  it('lets exactly one of 50 requests for the whole balance through', async () => {
    const m = await newMember(t, 'wdconc01');
    await fund(t, m.owner, '1000');
    // Encrypted up front, so that the requests leave together.
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async () => ({
        amount: '1000',
        accountId: m.accountId,
        wpassword: await encrypt(t.app, WP),
      })),
    );
    const responses = await Promise.all(
      bodies.map((body, i) =>
        post(t.app, `${FINANCE}/withdraw`, body, { ...m.as, 'idempotency-key': `conc-key-${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const answers = responses.map((r) => json(r));
    expect(answers.filter((a) => a.status === true)).toHaveLength(1);
    const refusals = new Set(answers.filter((a) => a.status !== true).map((a) => a.code));
    expect(
      [...refusals].every((c) => c === 'INSUFFICIENT_FUNDS' || c?.startsWith('WITHDRAW_')),
    ).toBe(true);
    expect(await balance(t, m)).toMatchObject({ central: '0.00', locked: '1000.00' });
    const list = json(await get(t.app, `${FINANCE}/withdrawals`, m.as)).data.list;
    expect(list).toHaveLength(1);
    const report = await operatorGet(t, await adminToken(t), '/finance/invariants');
    expect(report).toEqual({ status: true, data: { ok: true, violations: [] } });
    await expectBooksBalance(t.database);
  });
});
