import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notLike,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { moneyListOrder } from '../../../lib/list-order.ts';
import type { MoneyListSort } from '../../../lib/route-parts.ts';
import { preparedRows, type DbOrTx } from '../../../db/client.ts';
import { depositChannels, depositOrders } from '../../../db/schema.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import { memberAccounts } from '../../accounts/members/member-views.ts';

export type ChannelRow = typeof depositChannels.$inferSelect;
export type NewChannel = typeof depositChannels.$inferInsert;
export type OrderRow = typeof depositOrders.$inferSelect;
export type NewOrder = typeof depositOrders.$inferInsert;
export type OrderState = OrderRow['state'];
/** An order with the channel it was made on and the member's account name. */
export type OrderWithChannel = { order: OrderRow; channel: ChannelRow; account: string };

export async function listChannels(db: DbOrTx, siteCode: string): Promise<ChannelRow[]> {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.siteCode, siteCode), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sort), asc(depositChannels.id));
}

export async function channelById(db: DbOrTx, id: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(depositChannels).where(eq(depositChannels.id, id));
  return row;
}

export async function channelKindsOf(db: DbOrTx, siteCode: string): Promise<Set<string>> {
  const rows = await db
    .select({ kind: depositChannels.kind })
    .from(depositChannels)
    .where(eq(depositChannels.siteCode, siteCode));
  return new Set(rows.map((r) => r.kind));
}

/** A channel; its gateway secret is sealed under the data key (services open it where used). */
export async function insertChannel(
  db: DbOrTx,
  cipher: DataCipher,
  values: NewChannel,
): Promise<ChannelRow> {
  const secret = values.secret ? cipher.seal(values.secret) : values.secret;
  const [row] = await db
    .insert(depositChannels)
    .values({ ...values, secret })
    .returning();
  if (!row) throw new Error('deposit channel not inserted');
  return row;
}

/** Seals again every gateway secret not under the current key; answers how many changed. */
export async function resealChannelSecrets(db: DbOrTx, cipher: DataCipher): Promise<number> {
  const rows = await db
    .select({ id: depositChannels.id, secret: depositChannels.secret })
    .from(depositChannels)
    .where(
      and(
        isNotNull(depositChannels.secret),
        notLike(depositChannels.secret, `${cipher.currentPrefix()}%`),
      ),
    );
  let resealed = 0;
  for (const row of rows) {
    if (!row.secret || cipher.isCurrent(row.secret)) continue;
    const changed = await db
      .update(depositChannels)
      .set({ secret: cipher.seal(cipher.open(row.secret)) })
      .where(and(eq(depositChannels.id, row.id), eq(depositChannels.secret, row.secret)))
      .returning({ id: depositChannels.id });
    resealed += changed.length;
  }
  return resealed;
}

export async function orderNoTaken(db: DbOrTx, orderNo: string): Promise<boolean> {
  const rows = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  return rows.length > 0;
}

/**
 * What the member's orders since `from` amount to, as a deposit limit counts them: orders
 * waiting for payment (`creating`, `pending`) and credited ones, by when they were made; failed,
 * rejected and expired orders do not count (docs/decisions/limits.md).
 */
export async function orderedSince(db: DbOrTx, memberId: number, from: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        inArray(depositOrders.state, ['creating', 'pending', 'credited']),
        gte(depositOrders.createdAt, from),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** How many of the member's orders wait for payment (`creating` at the gateway, or `pending`). */
export async function openOrdersOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        inArray(depositOrders.state, ['creating', 'pending']),
      ),
    );
  return row?.n ?? 0;
}

/** References are unique among a site's pending orders, so an operator matches one order. */
export async function referenceTaken(
  db: DbOrTx,
  siteCode: string,
  reference: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.siteCode, siteCode),
        eq(depositOrders.reference, reference),
        eq(depositOrders.state, 'pending'),
      ),
    );
  return rows.length > 0;
}

export async function insertOrder(db: DbOrTx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(depositOrders).values(values).returning();
  if (!row) throw new Error('deposit order not inserted');
  return row;
}

const withChannel = (db: DbOrTx) =>
  db
    .select({ order: depositOrders, channel: depositChannels, account: memberAccounts.account })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .innerJoin(memberAccounts, eq(memberAccounts.id, depositOrders.memberId));

/** One order by its public number; with `memberId`, only when it is that member's. */
export async function findOrder(
  db: DbOrTx,
  orderNo: string,
  memberId?: number,
): Promise<OrderWithChannel | undefined> {
  const mine = memberId === undefined ? undefined : eq(depositOrders.memberId, memberId);
  const [row] = await withChannel(db).where(and(eq(depositOrders.orderNo, orderNo), mine));
  return row;
}

/** Locks the order row: confirmations, rejections and callbacks of one order run one at a time. */
export async function lockOrder(db: DbOrTx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo))
    .for('update');
  return row;
}

export type GatewayCredit = {
  orderNo: string;
  channelId: number;
  amount: bigint;
  currency: string;
  paymentId: string | undefined;
  /** The turnover the deposit requires (its amount times the site's flow multiple). */
  required: bigint;
  houseShards: number;
  transferMeta: Record<string, unknown>;
  claimed: Record<string, unknown>;
  ip: string | undefined;
  requestId: string | undefined;
  now: Date;
};

export type GatewayCredited = {
  siteCode: string;
  memberId: number;
  currency: string;
  orderNo: string;
  amount: bigint;
};

/** What `deposit_credit` (sql/deposit-credit.sql) takes: the order locked by the caller. */
export type DepositCredit = {
  orderId: number;
  required: bigint;
  houseShards: number;
  meta: Record<string, unknown>;
  decidedBy: number | null;
  now: Date;
};

/** Credits the locked order in the caller's transaction; answers the transfer's id. */
export async function creditInDatabase(db: DbOrTx, c: DepositCredit): Promise<number> {
  const [row] = await preparedRows<{ transfer_id: string | number }>(
    db,
    'deposit_credit_call',
    sql`select deposit_credit(d, ${c.required.toString()}::bigint, ${c.houseShards}::integer,
          ${JSON.stringify(c.meta)}::jsonb, ${c.decidedBy}::bigint,
          ${c.now.toISOString()}::timestamptz) as transfer_id
        from deposit_orders d where d.id = ${c.orderId}`,
  );
  if (!row) throw new Error('deposit_credit returned no row');
  return Number(row.transfer_id);
}

/**
 * Credits the order in one round trip when it is pending on this channel and matches the claim
 * (`deposit_gateway_credit`, sql/deposit-credit.sql); undefined when it is not, with nothing
 * changed.
 */
export async function creditFromGateway(
  db: DbOrTx,
  c: GatewayCredit,
): Promise<GatewayCredited | undefined> {
  const [row] = await preparedRows<{
    site_code: string;
    member_id: string | number;
    currency: string;
  }>(
    db,
    'deposit_gateway_credit_call',
    sql`select site_code, member_id, currency from deposit_gateway_credit(${c.orderNo},
          ${c.channelId}::bigint, ${c.amount.toString()}::bigint, ${c.currency},
          ${c.paymentId ?? null}, ${c.required.toString()}::bigint, ${c.houseShards}::integer,
          ${JSON.stringify(c.transferMeta)}::jsonb, ${JSON.stringify(c.claimed)}::jsonb,
          ${c.ip ?? null}, ${c.requestId ?? null}, ${c.now.toISOString()}::timestamptz)`,
  );
  return row
    ? {
        siteCode: row.site_code,
        memberId: Number(row.member_id),
        currency: row.currency,
        orderNo: c.orderNo,
        amount: c.amount,
      }
    : undefined;
}

export async function updateOrder(
  db: DbOrTx,
  id: number,
  patch: Partial<Omit<NewOrder, 'id' | 'orderNo'>>,
): Promise<OrderRow> {
  const [row] = await db
    .update(depositOrders)
    .set(patch)
    .where(eq(depositOrders.id, id))
    .returning();
  if (!row) throw new Error(`deposit order ${id} vanished`);
  return row;
}

/**
 * Pending orders that can no longer be paid become `expired`: a USDT order whose locked rate ran
 * out, and any order left unpaid (no payment claimed by the member) since `unpaidBefore`. All of
 * them, one member's, or the one with `id`; answers their numbers and sites.
 */
export async function expireStaleOrders(
  db: DbOrTx,
  now: Date,
  unpaidBefore: Date,
  only: { id?: number; memberId?: number } = {},
): Promise<{ orderNo: string; siteCode: string; memberId: number }[]> {
  return db
    .update(depositOrders)
    .set({ state: 'expired' })
    .where(
      and(
        eq(depositOrders.state, 'pending'),
        or(
          lte(depositOrders.rateExpiresAt, now),
          and(isNull(depositOrders.paidClaimedAt), lte(depositOrders.createdAt, unpaidBefore)),
        ),
        only.id === undefined ? undefined : eq(depositOrders.id, only.id),
        only.memberId === undefined ? undefined : eq(depositOrders.memberId, only.memberId),
      ),
    )
    .returning({
      orderNo: depositOrders.orderNo,
      siteCode: depositOrders.siteCode,
      memberId: depositOrders.memberId,
    });
}

/**
 * Records the gateway's payment on an order still `creating` (the answer, or what asking found):
 * it becomes payable. Undefined when someone else settled it first.
 */
export async function openOrder(
  db: DbOrTx,
  id: number,
  payment: { paymentId: string; payUrl: string },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(depositOrders)
    .set({ state: 'pending', gatewayPaymentId: payment.paymentId, payUrl: payment.payUrl })
    .where(and(eq(depositOrders.id, id), eq(depositOrders.state, 'creating')))
    .returning();
  return row;
}

/** The gateway says it never made the order's payment: nothing can be paid on it. */
export async function failOrder(db: DbOrTx, id: number, reason: string): Promise<void> {
  await db
    .update(depositOrders)
    .set({ state: 'failed', reason })
    .where(and(eq(depositOrders.id, id), eq(depositOrders.state, 'creating')));
}

/** Orders still `creating` since before `before` (their request gave up or its node died). */
export async function creatingSince(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<{ order: OrderRow; channel: ChannelRow }[]> {
  return db
    .select({ order: depositOrders, channel: depositChannels })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.state, 'creating'), lte(depositOrders.createdAt, before)))
    .orderBy(depositOrders.createdAt)
    .limit(limit);
}

export type OrderFilter = {
  sort?: MoneyListSort | undefined;
  state?: OrderState | undefined;
  siteCode?: string | undefined;
  /** The member's account name, in any letter case. */
  account?: string | undefined;
};

export async function listOrders(
  db: DbOrTx,
  filter: OrderFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderWithChannel[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(depositOrders.state, filter.state));
  if (filter.siteCode) conditions.push(eq(depositOrders.siteCode, filter.siteCode));
  if (filter.account) {
    conditions.push(sql`lower(${memberAccounts.account}) = lower(${filter.account})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await withChannel(db)
    .where(where)
    .orderBy(
      ...moneyListOrder(
        filter.sort,
        { time: depositOrders.createdAt, amount: depositOrders.amount },
        depositOrders.id,
      ),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(depositOrders)
    .innerJoin(memberAccounts, eq(memberAccounts.id, depositOrders.memberId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** How many orders of these sites are in `state` (the operators' dashboard counts its queue). */
export async function countOrders(
  db: DbOrTx,
  sites: readonly string[],
  state: OrderState,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(inArray(depositOrders.siteCode, [...sites]), eq(depositOrders.state, state)));
  return Number(row?.n ?? 0);
}

/**
 * Confirmed deposits of a member in `currency`: cumulative, or credited within `[from, to)` when
 * given (an open `to` runs to now), as an activity's minimum deposit and bonus are measured.
 */
export async function creditedDepositTotal(
  db: DbOrTx,
  memberId: number,
  currency: string,
  range?: { from: Date; to: Date | null },
) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.state, 'credited'),
        eq(depositOrders.currency, currency),
        range ? gte(depositOrders.decidedAt, range.from) : undefined,
        range?.to ? lt(depositOrders.decidedAt, range.to) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}
