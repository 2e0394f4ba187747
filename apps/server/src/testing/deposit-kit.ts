import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { get, operatorToken, post, query, registerMember } from './members.ts';

// Helpers shared by the deposit tests: they call the routes as the web app and back office do.

export const DEPOSIT = '/api/findmed/v1/finance/deposit';
export const ADMIN_DEPOSITS = '/api/admin/v1/finance/deposits';

export type TestMember = Awaited<ReturnType<typeof depositMember>>;

/** A registered member of the default site (pgdz, CNY) with helpers bound to its session. */
export async function depositMember(t: TestApp, account: string) {
  const { token } = await registerMember(t.app, t.database, account);
  const as = { t: token };
  const [row] = await query<{ id: string | number }>(
    t.database,
    sql`select id from members where account = ${account}`,
  );
  return {
    as,
    id: Number(row?.id),
    channels: async () =>
      (await get(t.app, `${DEPOSIT}/channels`, as)).json().data.list as Array<{
        id: number;
        kind: string;
        open: boolean;
        min: string;
        max: string;
      }>,
    // Bank channels want the payer's name; every test order gives one unless it says otherwise.
    deposit: (body: Record<string, unknown>, key?: string) =>
      post(
        t.app,
        DEPOSIT,
        { depositorName: '张三', ...body },
        key ? { ...as, 'idempotency-key': key } : as,
      ),
    info: (id: string) => get(t.app, `${DEPOSIT}/info?id=${encodeURIComponent(id)}`, as),
    balance: async () =>
      (await get(t.app, '/api/findmed/v1/member/balance', as)).json().data.central as string,
  };
}

/** The site's channel of a kind, by id. */
export async function channelId(t: TestApp, kind: 'bank' | 'usdt' | 'ewallet', site = 'pgdz') {
  const [row] = await query<{ id: string | number }>(
    t.database,
    sql`select id from deposit_channels where site_code = ${site} and kind = ${kind} order by id limit 1`,
  );
  if (!row) throw new Error(`no ${kind} channel on ${site}`);
  return Number(row.id);
}

export async function operator(t: TestApp) {
  const token = await operatorToken(t.app);
  return {
    confirm: (id: string, headers: Record<string, string> = {}) =>
      post(t.app, `${ADMIN_DEPOSITS}/${id}/confirm`, {}, { t: token, ...headers }),
    reject: (id: string, reason?: string) =>
      post(t.app, `${ADMIN_DEPOSITS}/${id}/reject`, reason === undefined ? {} : { reason }, {
        t: token,
      }),
    list: (search: string) => get(t.app, `${ADMIN_DEPOSITS}?${search}`, { t: token }),
  };
}

/** Ledger transfers and turnover entries an order caused: money must move at most once. */
export async function movementsOf(t: TestApp, orderNo: string) {
  const [row] = await query<{ transfers: number; turnover: number }>(
    t.database,
    sql`select
          (select count(*)::int from ledger_transfers where transfer_key = ${`deposit:${orderNo}`}) as transfers,
          (select count(*)::int from turnover_entries where source = ${`deposit:${orderNo}`}) as turnover`,
  );
  return row;
}

export async function auditActions(t: TestApp, orderNo: string) {
  const rows = await query<{ action: string }>(
    t.database,
    sql`select action from audit_log where target_kind = 'deposit' and target_id = ${orderNo} order by id`,
  );
  return rows.map((r) => r.action);
}

export async function orderState(t: TestApp, orderNo: string) {
  const [row] = await query<{ state: string }>(
    t.database,
    sql`select state from deposit_orders where order_no = ${orderNo}`,
  );
  return row?.state;
}
