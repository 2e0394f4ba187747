import {
  parseRate,
  toWireAmount,
  USDT_NETWORKS,
  type CurrencyCode,
  type DepositChannel,
  type Lang,
  type UsdtNetwork,
} from '@kirin/contract';
import type { CoinService } from '../coins/coin.service.ts';
import type { UploadService } from '../../engagement/feedback/upload.service.ts';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { memberActor } from '../../accounts/members/member.service.ts';
import { lockMemberRow } from '../../accounts/members/member-directory.ts';
import type { Site } from '../../platform/site/site.service.ts';
import type { ProtectionService } from '../../accounts/protection/protection.service.ts';
import { memberOwner, operatorOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import { amountField, currencyOf } from '../../../lib/money.ts';
import { newOrderNo, unusedCode } from '../../../lib/order-numbers.ts';
import { handleGatewayCallback, type CallbackAnswer } from './deposit-callback.ts';
import { creditOrder, type CreditDeps } from './deposit-credit.ts';
import { isOpenAt, newReference, usdtPayAmount } from './deposit-rules.ts';
import { seedDepositChannels } from './deposit-seed.ts';
import {
  adminOrderView,
  auditView,
  channelView,
  convertsToUsdt,
  detail,
  gatewayUrlOf,
  isUsable,
  orderView,
  type AdminOrderView,
} from './deposit-view.ts';
import {
  channelById,
  countOrders,
  resealChannelSecrets,
  creatingSince,
  expireStaleOrders,
  failOrder,
  findOrder,
  openOrdersOf,
  orderedSince,
  insertOrder,
  listChannels,
  listOrders,
  lockOrder,
  openOrder,
  orderNoTaken,
  referenceTaken,
  updateOrder,
  type ChannelRow,
  type NewOrder,
  type OrderFilter,
  type GatewayCredited,
  type OrderRow,
} from './deposit.repository.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import {
  createGatewayPayment,
  GatewayUnavailable,
  lookupGatewayPayment,
  type GatewayPayment,
} from './gateway-client.ts';

export type DepositInput = {
  channelId?: unknown;
  amount?: unknown;
  depositorName?: unknown;
  quoteId?: string | undefined;
};

const DEPOSITOR_NAME_MAX = 40;

/** The name on the paying bank account, as the member types it; undefined when not given. */
function depositorNameInput(input: unknown): string | undefined {
  if (input === undefined || input === null) return undefined;
  if (typeof input !== 'string') throw DomainError.validation({ depositorName: 'invalid_format' });
  const name = input.trim().replace(/\s+/g, ' ');
  if (name === '') return undefined;
  if (name.length > DEPOSITOR_NAME_MAX) throw DomainError.validation({ depositorName: 'too_long' });
  return name;
}
export type Meta = { ip?: string | undefined; requestId?: string | undefined; lang?: Lang };

export type DepositDeps = {
  /** Responsible gambling: a restricted member or one at a deposit limit opens no order. */
  protection?: Pick<ProtectionService, 'assertMayDeposit'>;
  /** Receipts are the member's own uploads (feedback's images). */
  uploads: Pick<UploadService, 'requireOwned' | 'urlsOf'>;
  audit: AuditService;
  idempotency: Idempotency;
  /** Runs after a credit has committed (VIP evaluation); it must not throw. */
  afterCredit?: (order: GatewayCredited) => Promise<void>;
  /** Opens the channels' gateway secrets, sealed at rest. */
  cipher: DataCipher;
  /** A USDT order may take a member's `buy` quote: its rate, locked when quoted. */
  coins?: Pick<CoinService, 'take'>;
};

/** Where the gateway calls back for a channel's orders. */
export const callbackPath = (channelId: number) => `/api/payments/v1/callback/${channelId}`;

const REASON_MAX = 200;

/** The reason a failed order shows: the gateway has no payment for it, so nothing was charged. */
const GATEWAY_NEVER_MADE_IT = 'gateway made no payment';

/**
 * A gateway callback may read its channel from memory for this long. Channels are not edited
 * through any API today; a secret changed in the database reaches callbacks within this time.
 */
const CHANNEL_CACHE_MS = 10_000;

function channelIdInput(input: unknown): number {
  if (input === undefined || input === null || input === '') {
    throw DomainError.validation({ channelId: 'required' });
  }
  const text = typeof input === 'number' ? String(input) : input;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) {
    throw DomainError.validation({ channelId: 'invalid_format' });
  }
  return Number(text);
}

/**
 * Deposits: a member picks a channel and an amount and gets an order with what to do to pay (a
 * bank reference to quote, a USDT amount at a locked rate, or a gateway's pay page). The order is
 * credited when an operator confirms it or when the channel's gateway calls back, signed.
 */
export class DepositService {
  private readonly credit: CreditDeps;

  constructor(
    private readonly db: Db,
    /** Read at each use (not copied): demo mode learns its callback base after listening. */
    private readonly config: Pick<Config, 'wallet' | 'deposits'>,
    private readonly deps: DepositDeps,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.credit = {
      flowMultiple: () => config.wallet.flowMultiple,
    };
  }

  /** The site an order belongs to (operators are kept to their sites), or undefined. */
  /**
   * The member's deposit orders made since `from` that a deposit limit counts: waiting for payment
   * or credited (docs/decisions/limits.md). The protection module asks, through services.ts.
   */
  orderedSince(memberId: number, from: Date, db: DbOrTx = this.db): Promise<bigint> {
    return orderedSince(db, memberId, from);
  }

  async siteOfOrder(orderNo: string): Promise<string | undefined> {
    return (await findOrder(this.db, orderNo))?.order.siteCode;
  }

  /** Orders of these sites waiting to be confirmed or rejected (`pending`): the deposit queue. */
  queueCount(sites: readonly string[]): Promise<number> {
    return countOrders(this.db, sites, 'pending');
  }

  async channels(site: Site, lang: Lang): Promise<DepositChannel[]> {
    const now = this.now();
    const currency = site.brand.currency;
    const rows = await listChannels(this.db, site.code);
    return rows.map((c) => channelView(c, currency, now, this.usable(c, currency), lang));
  }

  /**
   * Creates an order once per Idempotency-Key. The order is committed before any gateway is
   * called (an e-wallet order as `creating`): no pooled connection waits on the network, and every
   * payment a gateway makes belongs to an order the books know. Then the gateway is called and its
   * answer recorded; a gateway that will not take it leaves the order failed (or, when its answer
   * is lost, `creating` for `resolveCreating`), the key free, and the member a TRY_AGAIN.
   */
  async create(
    site: Site,
    who: MemberIdentity,
    input: DepositInput,
    key: string,
    options: { callbackBase: string; meta: Meta; onGatewayError?: (error: Error) => void },
  ): Promise<{ id: string }> {
    const currency = site.brand.currency;
    const channelId = channelIdInput(input.channelId);
    const amount = amountField('amount', input.amount, currency, { allowZero: true });
    const depositorName = depositorNameInput(input.depositorName);
    const quoteId = input.quoteId || undefined;
    const params = { channelId, amount: toWireAmount(amount, currency), depositorName, quoteId };
    const owner = memberOwner(who.id);
    let opening: { order: OrderRow; channel: ChannelRow } | undefined;
    const answer = await this.deps.idempotency.run(owner, 'deposit', key, params, async (tx) => {
      const channel = await channelById(tx, channelId);
      if (!channel || channel.siteCode !== site.code) throw new DomainError('NOT_FOUND');
      const now = this.now();
      if (!this.usable(channel, currency) || !isOpenAt(channel.openTime, channel.closeTime, now)) {
        throw new DomainError('CHANNEL_CLOSED');
      }
      if (amount < channel.minAmount) {
        const min = toWireAmount(channel.minAmount, currency);
        throw new DomainError('AMOUNT_BELOW_MIN', { params: { min } });
      }
      if (amount > channel.maxAmount) {
        const max = toWireAmount(channel.maxAmount, currency);
        throw new DomainError('AMOUNT_ABOVE_MAX', { params: { max } });
      }
      // A bank transfer is matched to its order by the payer's name as well as the reference.
      if (channel.kind === 'bank' && !depositorName) {
        throw DomainError.validation({ depositorName: 'required' });
      }
      // Orders waiting for payment are capped (issue 20: eight were made in seconds); the member's
      // row is locked so that two at once cannot both pass the count.
      if (!(await lockMemberRow(tx, who.id))) throw new SessionError();
      // With the member's row locked, two orders at once cannot both pass a deposit limit.
      await this.deps.protection?.assertMayDeposit(tx, who.id, amount, {
        currency,
        lang: options.meta.lang ?? 'zh-CN',
      });
      const max = this.config.deposits.openMax;
      let open = await openOrdersOf(tx, who.id);
      // Orders left unpaid stop counting when they expire: looked for only when they would refuse.
      if (open >= max && (await this.expire(tx, { memberId: who.id })).length > 0) {
        open = await openOrdersOf(tx, who.id);
      }
      if (open >= max) throw new DomainError('DEPOSIT_OPEN_LIMIT', { params: { max } });
      const orderNo = await unusedCode(
        () => newOrderNo('D', now),
        (no) => orderNoTaken(tx, no),
      );
      const quotedRate = quoteId
        ? await this.quotedRate(tx, { channel, memberId: who.id, quoteId, amount, orderNo })
        : undefined;
      const values: NewOrder = {
        orderNo,
        siteCode: site.code,
        memberId: who.id,
        channelId,
        amount,
        currency,
        reference: await unusedCode(newReference, (code) => referenceTaken(tx, site.code, code)),
        state: channel.kind === 'ewallet' ? 'creating' : 'pending',
        depositorName: channel.kind === 'bank' ? (depositorName ?? null) : null,
        ...this.usdtTerms(channel, amount, currency, now, quotedRate),
      };
      const order = await insertOrder(tx, values);
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: site.code,
          action: 'deposit.create',
          target: { kind: 'deposit', id: orderNo },
          after: { ...auditView(order), channelId, reference: order.reference },
          ...options.meta,
        },
        tx,
      );
      if (channel.kind === 'ewallet') opening = { order, channel };
      return { id: orderNo };
    });
    if (opening) {
      try {
        await this.openPayment(opening.order, opening.channel, options.callbackBase);
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
        options.onGatewayError?.(error);
        await this.deps.idempotency.release(owner, key);
        throw new DomainError('TRY_AGAIN');
      }
    }
    return answer;
  }

  /**
   * Orders left `creating` for longer than a gateway call may take (their request gave up, or its
   * node died between the commit and the gateway's answer): the gateway is asked whether it made
   * the payment. Found: the order becomes payable; not found: it fails; no answer: it waits for the
   * next round. Safe on many nodes: each change applies only to an order still `creating`.
   */
  async resolveCreating(olderThanMs = 30_000, limit = 50): Promise<number> {
    const stale = await creatingSince(this.db, new Date(this.now().getTime() - olderThanMs), limit);
    let settled = 0;
    for (const { order, channel } of stale) {
      try {
        const found = await lookupGatewayPayment(this.gatewayOf(channel), {
          merchantOrderId: order.orderNo,
          secret: this.deps.cipher.open(channel.secret as string),
        });
        if (found === 'absent') await failOrder(this.db, order.id, GATEWAY_NEVER_MADE_IT);
        else await openOrder(this.db, order.id, found);
        settled += 1;
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
      }
    }
    return settled;
  }

  /** The member's own order; another member's number answers NOT_FOUND like a missing one. */
  async info(who: MemberIdentity, orderNo: string, lang: Lang) {
    const found = await findOrder(this.db, orderNo, who.id);
    if (!found) throw new DomainError('NOT_FOUND');
    const now = this.now();
    // Expired when read as well as by the job: the member never sees a stale order as payable.
    let order = found.order;
    if (order.state === 'pending' && (await this.expire(this.db, { id: order.id })).length > 0) {
      order = { ...order, state: 'expired' };
    }
    const receipt = await this.receiptUrl(order);
    return { ...orderView(order, found.channel, now, lang), receiptUrl: receipt };
  }

  private async receiptUrl(order: OrderRow): Promise<string | null> {
    if (order.receiptUploadId === null) return null;
    const urls = await this.deps.uploads.urlsOf([order.receiptUploadId]);
    return urls.get(order.receiptUploadId) ?? null;
  }

  /**
   * The member says a bank transfer is on its way (“我已付款”), with their own uploaded receipt if
   * they have one, so an operator knows to look. Moves no money; saying it again changes nothing
   * but may add the receipt.
   */
  async claimPaid(
    who: MemberIdentity,
    input: { id: string; receipt?: number | undefined },
    lang: Lang,
    meta: Meta,
  ) {
    if (input.receipt !== undefined) await this.deps.uploads.requireOwned(who, [input.receipt]);
    await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.id);
      if (!order || order.memberId !== who.id) throw new DomainError('NOT_FOUND');
      const channel = await this.channelOf(tx, order.channelId);
      if (channel.kind !== 'bank' || order.state !== 'pending') {
        throw new DomainError('ORDER_NOT_PENDING');
      }
      const claimed = await updateOrder(tx, order.id, {
        paidClaimedAt: order.paidClaimedAt ?? this.now(),
        receiptUploadId: input.receipt ?? order.receiptUploadId,
      });
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: order.siteCode,
          action: 'deposit.paid_claimed',
          target: { kind: 'deposit', id: order.orderNo },
          after: { paidClaimedAt: claimed.paidClaimedAt, receipt: claimed.receiptUploadId },
          ...meta,
        },
        tx,
      );
    });
    return this.info(who, input.id, lang);
  }

  /**
   * Expires every pending order that can no longer be paid (a USDT rate run out, or unpaid for
   * DEPOSIT_UNPAID_MINUTES); answers how many. Run by a job, and before the operator's list.
   */
  async expireStale(): Promise<number> {
    return (await this.expire(this.db)).length;
  }

  private async expire(db: DbOrTx, only: { id?: number; memberId?: number } = {}) {
    const now = this.now();
    const unpaidBefore = new Date(now.getTime() - this.config.deposits.unpaidMinutes * 60_000);
    const expired = await expireStaleOrders(db, now, unpaidBefore, only);
    for (const order of expired) {
      await this.deps.audit.record(
        {
          actor: { kind: 'system', name: 'deposit expiry' },
          siteCode: order.siteCode,
          action: 'deposit.expire',
          target: { kind: 'deposit', id: order.orderNo },
          after: { state: 'expired' },
        },
        db,
      );
    }
    return expired;
  }

  async list(filter: OrderFilter, page: number, size: number) {
    await this.expireStale();
    const now = this.now();
    const { rows, total } = await listOrders(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    const receipts = await this.deps.uploads.urlsOf(
      rows.flatMap((r) => (r.order.receiptUploadId === null ? [] : [r.order.receiptUploadId])),
    );
    return {
      list: rows.map((r) => ({
        ...adminOrderView(r.order, r.channel, r.account, now),
        receiptUrl: receipts.get(r.order.receiptUploadId ?? -1) ?? null,
      })),
      total,
      page,
      size,
    };
  }

  /**
   * An operator credits the order. Pending and expired orders may be confirmed: an expired USDT
   * order's money may still have arrived, late, and the operator is the one who sees the chain.
   * A credited or rejected order is ORDER_NOT_PENDING, so money moves once however often it runs.
   */
  async confirm(
    by: OperatorIdentity,
    orderNo: string,
    key: string,
    meta: Meta,
  ): Promise<AdminOrderView> {
    let credited: OrderRow | undefined;
    const view = await this.deps.idempotency.run(
      operatorOwner(by.id),
      'deposit.confirm',
      key,
      { orderNo },
      async (tx) => {
        const order = await this.lockDecidable(tx, orderNo);
        const channel = await this.channelOf(tx, order.channelId);
        credited = await creditOrder(this.credit, order, channel, by.id, this.now(), tx);
        await this.deps.audit.record(
          {
            actor: operatorActor(by),
            siteCode: order.siteCode,
            action: 'deposit.confirm',
            target: { kind: 'deposit', id: orderNo },
            before: auditView(order),
            after: auditView(credited),
            ...meta,
          },
          tx,
        );
        return this.adminView(orderNo, tx);
      },
    );
    // Only when this call credited it, not on a replay.
    if (credited) await this.deps.afterCredit?.(credited);
    return view;
  }

  async reject(
    by: OperatorIdentity,
    orderNo: string,
    reasonInput: string | undefined,
    key: string,
    meta: Meta,
  ): Promise<AdminOrderView> {
    const reason = reasonInput?.trim() ?? '';
    if (reason === '') throw DomainError.validation({ reason: 'required' });
    if (reason.length > REASON_MAX) throw DomainError.validation({ reason: 'too_long' });
    const params = { orderNo, reason };
    return this.deps.idempotency.run(
      operatorOwner(by.id),
      'deposit.reject',
      key,
      params,
      async (tx) => {
        const order = await this.lockDecidable(tx, orderNo);
        const rejected = await updateOrder(tx, order.id, {
          state: 'rejected',
          reason,
          decidedBy: by.id,
          decidedAt: this.now(),
        });
        await this.deps.audit.record(
          {
            actor: operatorActor(by),
            siteCode: order.siteCode,
            action: 'deposit.reject',
            target: { kind: 'deposit', id: orderNo },
            before: auditView(order),
            after: auditView(rejected),
            ...meta,
          },
          tx,
        );
        return this.adminView(orderNo, tx);
      },
    );
  }

  /**
   * The order, locked, if an operator may still decide it: pending and expired orders may be (an
   * expired USDT order's money may still have arrived late, and the operator sees the chain). A
   * credited or rejected order is ORDER_NOT_PENDING, so money moves once however often it runs.
   */
  private async lockDecidable(tx: DbOrTx, orderNo: string): Promise<OrderRow> {
    const order = await lockOrder(tx, orderNo);
    if (!order) throw new DomainError('NOT_FOUND');
    if (order.state !== 'pending' && order.state !== 'expired') {
      throw new DomainError('ORDER_NOT_PENDING');
    }
    return order;
  }

  /** `POST /api/payments/v1/callback/:channelId` with the body's exact bytes. */
  async callback(
    channelId: number,
    rawBody: Buffer,
    signature: string | undefined,
    meta: Meta,
  ): Promise<CallbackAnswer> {
    return handleGatewayCallback(
      {
        db: this.db,
        audit: this.deps.audit,
        credit: this.credit,
        now: this.now,
        channel: (id) => this.cachedChannel(id),
        afterCredit: this.deps.afterCredit,
      },
      { channelId, rawBody, signature, meta },
    );
  }

  /** Demo and test data: a bank, a USDT and an e-wallet channel for the site (idempotent). */
  async seedChannels(siteCode: string, currency: CurrencyCode): Promise<void> {
    await seedDepositChannels(this.db, this.deps.cipher, siteCode, currency);
  }

  /** At start: every gateway secret sealed under the current data key. */
  resealSecrets(): Promise<number> {
    return resealChannelSecrets(this.db, this.deps.cipher);
  }

  private usable(channel: ChannelRow, currency: CurrencyCode): boolean {
    return isUsable(channel, gatewayUrlOf(channel, this.config.wallet.gatewayUrl), currency);
  }

  private readonly knownChannels = new Map<number, { row: ChannelRow; at: number }>();

  /** Known channels only, so made-up ids cannot grow the map. */
  private async cachedChannel(id: number): Promise<ChannelRow | undefined> {
    const known = this.knownChannels.get(id);
    const at = Date.now();
    if (known && at - known.at < CHANNEL_CACHE_MS) return known.row;
    const found = await channelById(this.db, id);
    // The callback checks signatures with it: opened once per cached read.
    const row = found && { ...found, secret: found.secret && this.deps.cipher.open(found.secret) };
    if (row) this.knownChannels.set(id, { row, at });
    else this.knownChannels.delete(id);
    return row;
  }

  private async channelOf(db: DbOrTx, id: number): Promise<ChannelRow> {
    const channel = await channelById(db, id);
    if (!channel) throw new Error(`deposit channel ${id} vanished`);
    return channel;
  }

  private async adminView(orderNo: string, db: DbOrTx = this.db): Promise<AdminOrderView> {
    const found = await findOrder(db, orderNo);
    if (!found) throw new DomainError('NOT_FOUND');
    return adminOrderView(found.order, found.channel, found.account, this.now());
  }

  /**
   * The rate of the member's `buy` quote for this USDT channel's network and this amount, taken
   * by the order (docs/decisions/coins.md); a quote on any other channel does not match.
   */
  private async quotedRate(
    tx: DbOrTx,
    q: { channel: ChannelRow; memberId: number; quoteId: string; amount: bigint; orderNo: string },
  ): Promise<string> {
    if (q.channel.kind !== 'usdt' || !this.deps.coins) throw new DomainError('RATE_QUOTE_MISMATCH');
    const quote = await this.deps.coins.take(tx, {
      memberId: q.memberId,
      quoteId: q.quoteId,
      side: 'buy',
      network: detail(q.channel, 'network'),
      amount: q.amount,
      usedBy: q.orderNo,
    });
    return quote.rate;
  }

  /** The site's USDT channels' rates by network (the coins module's buy side asks). */
  async usdtRates(siteCode: string): Promise<Partial<Record<UsdtNetwork, string>>> {
    const rates: Partial<Record<UsdtNetwork, string>> = {};
    for (const channel of await listChannels(this.db, siteCode)) {
      const network = detail(channel, 'network') as UsdtNetwork;
      const rate = detail(channel, 'rate');
      if (channel.kind === 'usdt' && USDT_NETWORKS.includes(network) && parseRate(rate)) {
        rates[network] ??= rate;
      }
    }
    return rates;
  }

  /** A USDT order's amount to send at the channel's rate (or its quote's), locked for a time. */
  private usdtTerms(
    channel: ChannelRow,
    amount: bigint,
    currency: CurrencyCode,
    now: Date,
    quotedRate?: string,
  ): Partial<NewOrder> {
    if (channel.kind !== 'usdt') return {};
    // A USDT site's USDT deposit converts nothing: the amount is what is sent, with no rate to lock.
    if (!convertsToUsdt(currency)) return { payAmount: amount, payCurrency: 'USDT' };
    const rate = quotedRate ?? detail(channel, 'rate');
    return {
      payAmount: usdtPayAmount(amount, currency, rate),
      payCurrency: 'USDT',
      rate,
      rateExpiresAt: new Date(now.getTime() + this.config.wallet.usdtRateLockSeconds * 1000),
    };
  }

  private gatewayOf(channel: ChannelRow): string {
    return gatewayUrlOf(channel, this.config.wallet.gatewayUrl) as string;
  }

  /**
   * Opens the e-wallet order's payment at the gateway and records it. When the gateway's answer
   * is lost it is asked whether it made the payment; a clear "no" fails the order, no answer at
   * all leaves it `creating` for `resolveCreating`. Throws GatewayUnavailable unless recorded.
   */
  private async openPayment(order: OrderRow, channel: ChannelRow, callbackBase: string) {
    const base = (this.config.wallet.publicUrl ?? callbackBase).replace(/\/+$/, '');
    const secret = this.deps.cipher.open(channel.secret as string);
    let payment: GatewayPayment | 'absent';
    try {
      payment = await createGatewayPayment(this.gatewayOf(channel), {
        merchantOrderId: order.orderNo,
        amount: toWireAmount(order.amount, currencyOf(order.currency)),
        currency: order.currency,
        callbackUrl: `${base}${callbackPath(channel.id)}`,
        secret,
      });
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      payment = await lookupGatewayPayment(this.gatewayOf(channel), {
        merchantOrderId: order.orderNo,
        secret,
      }).catch(() => {
        throw error;
      });
      if (payment === 'absent') {
        await failOrder(this.db, order.id, GATEWAY_NEVER_MADE_IT);
        throw error;
      }
    }
    await openOrder(this.db, order.id, payment);
  }
}
