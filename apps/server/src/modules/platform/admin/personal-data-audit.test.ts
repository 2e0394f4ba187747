import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../../testing/members.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { operator, operatorGet } from '../../../testing/withdrawal-kit.ts';

// Operators' reads of members' personal data are in the audit trail (issue 20): who read what,
// with which filters, from where; reads of other things are not.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA: 'off' });
});
afterAll(() => t.close());

type Read = { actor_name: string; target_kind: string; target_id: string; after: unknown };
const reads = (name: string) =>
  query<Read>(
    t.database,
    sql`select actor_name, target_kind, target_id, after from audit_log
         where action = 'personal_data.read' and actor_name = ${name} order by id`,
  );

describe('reads of personal data', () => {
  it('are audited with the operator, what they read and how they filtered it', async () => {
    const finance = await operator(t, 'pdfinance', 'finance');
    const support = await operator(t, 'pdsupport', 'support');
    expect(await operatorGet(t, finance, '/finance/withdrawals?state=paid&size=10')).toMatchObject({
      status: true,
    });
    expect(await operatorGet(t, finance, '/finance/deposits')).toMatchObject({ status: true });
    await operatorGet(t, support, '/support/threads/424242');
    expect(await reads('pdfinance')).toEqual([
      {
        actor_name: 'pdfinance',
        target_kind: 'withdrawals',
        target_id: '*',
        after: { query: expect.objectContaining({ state: 'paid', size: 10 }) },
      },
      expect.objectContaining({ target_kind: 'deposits', target_id: '*' }),
    ]);
    expect(await reads('pdsupport')).toEqual([
      expect.objectContaining({ target_kind: 'support_thread', target_id: '424242' }),
    ]);
  });

  it('are not recorded for reads that hold none, nor for an operator refused the route', async () => {
    const trader = await operator(t, 'pdtrader', 'trader');
    expect(await operatorGet(t, trader, '/finance/withdrawals')).toMatchObject({
      code: 'FORBIDDEN',
    });
    const admin = await operator(t, 'pdadmin', 'admin');
    expect(await operatorGet(t, admin, '/vip/levels?site=pgdz')).toMatchObject({ status: true });
    expect(await reads('pdtrader')).toEqual([]);
    expect(await reads('pdadmin')).toEqual([]);
  });
});
