import { isCurrencyCode, parseAmount } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { Actor, AuditService } from '../../platform/audit/audit.service.ts';
import { timesMultiple } from '../../../lib/finance-policy.ts';
import { creditOrder, transferMetaOf, type CreditDeps } from './deposit-credit.ts';
import { currencyOf } from '../../../lib/money.ts';
import { HOUSE_SHARDS } from '../../../ledger/wallet-accounts.ts';
import { auditView } from './deposit-view.ts';
import {
  creditFromGateway,
  lockOrder,
  type ChannelRow,
  type GatewayCredited,
  type OrderRow,
} from './deposit.repository.ts';
import { verifySignature } from './gateway-client.ts';

/** The HTTP status and `{ ok }` body the gateway gets. 2xx stops its retries. */
export type CallbackAnswer = { status: 200 | 400 | 401 | 404; ok: boolean };

type Deps = {
  db: Db;
  audit: AuditService;
  credit: CreditDeps;
  now: () => Date;
  /** The channel by id; may answer from memory (channels are not edited while in use). */
  channel: (id: number) => Promise<ChannelRow | undefined>;
  afterCredit?: ((order: GatewayCredited) => Promise<void>) | undefined;
};
type Callback = {
  channelId: number;
  rawBody: Buffer;
  signature: string | undefined;
  meta: { ip?: string | undefined; requestId?: string | undefined };
};

const GATEWAY: Actor = { kind: 'system', name: 'gateway' };

const text = (value: unknown, max = 128) =>
  typeof value === 'string' ? value.slice(0, max) : undefined;

function parseBody(raw: Buffer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** What the callback claimed, for the audit log: none of it is trusted. */
const claimOf = (body: Record<string, unknown>) => ({
  paymentId: text(body.paymentId),
  amount: text(body.amount, 64),
  currency: text(body.currency, 16),
  status: text(body.status, 32),
});

/**
 * The usual case in one round trip: a paid claim that matches its pending order credits it
 * (`creditFromGateway`). Undefined when the claim cannot be credited as it stands; nothing has
 * changed then, and the caller's checked path below says why.
 */
async function creditIfMatching(
  deps: Deps,
  channel: ChannelRow,
  orderNo: string,
  body: Record<string, unknown>,
  meta: Callback['meta'],
): Promise<GatewayCredited | undefined> {
  if (body.status !== 'paid' || typeof body.currency !== 'string') return undefined;
  if (!isCurrencyCode(body.currency) || typeof body.amount !== 'string') return undefined;
  const amount = parseAmount(body.amount, body.currency);
  if (!amount.ok || amount.minor <= 0n) return undefined;
  return creditFromGateway(deps.db, {
    orderNo,
    channelId: channel.id,
    amount: amount.minor,
    currency: body.currency,
    // Compared whole, as `mismatch` compares it (the audit's copy is the one cut short).
    paymentId: typeof body.paymentId === 'string' ? body.paymentId : undefined,
    required: timesMultiple(amount.minor, deps.credit.flowMultiple()),
    houseShards: HOUSE_SHARDS,
    transferMeta: transferMetaOf(orderNo, channel),
    claimed: claimOf(body),
    ip: meta.ip,
    requestId: meta.requestId,
    now: deps.now(),
  });
}

/** Why a callback does not match its order, or undefined when it does. */
function mismatch(order: OrderRow, body: Record<string, unknown>): string | undefined {
  if (body.status !== 'paid') return 'status';
  if (order.gatewayPaymentId && body.paymentId !== order.gatewayPaymentId) return 'paymentId';
  if (body.currency !== order.currency) return 'currency';
  const amount =
    typeof body.amount === 'string' ? parseAmount(body.amount, currencyOf(order.currency)) : null;
  if (!amount?.ok || amount.minor !== order.amount) return 'amount';
  return undefined;
}

/**
 * A payment gateway says an order was paid. Checked in this order: the channel exists and has a
 * secret; the signature over the exact bytes is right (else 401, audited, nothing changes); the
 * order exists on that channel (else 404). A claim that matches its pending order is credited in
 * one round trip (`creditIfMatching`); any other is looked at again under the order's row lock:
 * already credited answers ok (duplicates and late callbacks move nothing); a different amount,
 * currency, payment or status answers 200 `{ ok:false }`, audited, and the order stays for an
 * operator; an order no longer pending (rejected) likewise; otherwise the order is credited.
 */
export async function handleGatewayCallback(
  deps: Deps,
  callback: Callback,
): Promise<CallbackAnswer> {
  const { db, audit } = deps;
  const { channelId, rawBody, meta } = callback;
  const channel = await deps.channel(channelId);
  if (!channel || channel.kind !== 'ewallet' || !channel.secret) return { status: 404, ok: false };
  const body = parseBody(rawBody);

  if (!verifySignature(rawBody, channel.secret, callback.signature)) {
    await audit.record({
      actor: GATEWAY,
      siteCode: channel.siteCode,
      action: 'deposit.callback.bad_signature',
      target: { kind: 'deposit-channel', id: channel.id },
      // What it claimed, for whoever investigates; none of it is trusted.
      after: { merchantOrderId: text(body?.merchantOrderId), bytes: rawBody.length },
      ...meta,
    });
    return { status: 401, ok: false };
  }
  if (!body) return { status: 400, ok: false };
  const orderNo = text(body.merchantOrderId);
  if (!orderNo) return { status: 400, ok: false };

  const fast = await creditIfMatching(deps, channel, orderNo, body, meta);
  if (fast) {
    await deps.afterCredit?.(fast);
    return { status: 200, ok: true };
  }
  let credited: OrderRow | undefined;
  const answer = await db.transaction(async (tx): Promise<CallbackAnswer> => {
    const order = await lockOrder(tx, orderNo);
    if (!order || order.channelId !== channel.id) return { status: 404, ok: false };
    if (order.state === 'credited') return { status: 200, ok: true };
    const target = { kind: 'deposit', id: order.orderNo };
    const claimed = claimOf(body);

    const wrong = mismatch(order, body);
    // A `creating` order is paid before its payment was recorded (the node recording it stalled):
    // the gateway's signed word is what that recording would have been.
    if (wrong || (order.state !== 'pending' && order.state !== 'creating')) {
      const action = wrong ? 'deposit.callback.mismatch' : 'deposit.callback.not_pending';
      const before = { ...auditView(order), gatewayPaymentId: order.gatewayPaymentId };
      const after = { field: wrong ?? 'state', claimed };
      await audit.record(
        { actor: GATEWAY, siteCode: order.siteCode, action, target, before, after, ...meta },
        tx,
      );
      return { status: 200, ok: false };
    }

    credited = await creditOrder(deps.credit, order, channel, null, deps.now(), tx);
    await audit.record(
      {
        actor: GATEWAY,
        siteCode: order.siteCode,
        action: 'deposit.credit',
        target,
        before: auditView(order),
        after: { ...auditView(credited), claimed },
        ...meta,
      },
      tx,
    );
    return { status: 200, ok: true };
  });
  const done = credited as OrderRow | undefined;
  if (done) await deps.afterCredit?.(done);
  return answer;
}
