import {
  toWireAmount,
  type CurrencyCode,
  type Lang,
  type Withdrawal,
  type WithdrawInfo,
} from '@kirin/contract';
import { shownAmount, type Notify } from '../../platform/notices/notices.ts';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { RequestMeta } from '../../accounts/members/member-input.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { memberById, lockMemberRow } from '../../accounts/members/member-directory.ts';
import { memberActor } from '../../accounts/members/member.service.ts';
import type { WithdrawPasswordService } from '../../accounts/members/withdraw-password.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { minorOf, type WithdrawLimits } from '../../../lib/finance-policy.ts';
import { withdrawLimitsForSite } from '../../engagement/vip/vip-limits.ts';
import { memberOwner, operatorOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { house, memberCentral } from '../../../ledger/wallet-accounts.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { CoinService } from '../coins/coin.service.ts';
import type { WithdrawAccountService } from '../../accounts/withdraw-accounts/withdraw-account.service.ts';
import { beijingDayStart } from '../../../lib/beijing-time.ts';
import { amountField, currencyOf } from '../../../lib/money.ts';
import { newOrderNo, unusedCode } from '../../../lib/order-numbers.ts';
import { targetsOf, withdrawalView } from './withdrawal-view.ts';
import {
  approveWithdrawal,
  countWithdrawals,
  decideWithdrawal,
  findMemberWithdrawal,
  insertWithdrawal,
  listMemberWithdrawals,
  listWithdrawals,
  findWithdrawal,
  lockWithdrawal,
  orderNoTaken,
  usageSince,
  type WithdrawalFilter,
  type WithdrawalRow,
} from './withdrawal.repository.ts';

export type WithdrawInput = {
  amount?: string | number | undefined;
  accountId?: number | undefined;
  wpassword?: string | undefined;
  /** A `sell` quote: required for a USDT address, whose payout it fixes in USDT. */
  quoteId?: string | undefined;
};

type OperatorMeta = { ip?: string | undefined; requestId?: string | undefined };

const MEMBER_LIST_SIZE = 20;

/**
 * Withdrawals: the member asks, the money is held at once by a pending ledger transfer into the
 * house's withdrawal account, and an operator pays (posts the hold) or rejects (voids it, and the
 * money is the member's again). The member cannot take a request back.
 */
export class WithdrawalService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'wallet'>,
    private readonly deps: {
      ledger: Ledger;
      idempotency: Idempotency;
      turnover: TurnoverService;
      wallet: WalletService;
      withdrawAccounts: WithdrawAccountService;
      withdrawPassword: WithdrawPasswordService;
      audit: AuditService;
      notify?: Notify;
      coins: Pick<CoinService, 'take'>;
    },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The site a withdrawal belongs to (operators are kept to their sites), or undefined. */
  async siteOfOrder(orderNo: string): Promise<string | undefined> {
    return (await findWithdrawal(this.db, orderNo))?.siteCode;
  }

  /** Withdrawals of these sites in review (`reviewing`, approved or not): the withdrawal queue. */
  queueCount(sites: readonly string[]): Promise<number> {
    return countWithdrawals(this.db, sites, 'reviewing');
  }

  async info(site: Site, who: MemberIdentity, lang: Lang): Promise<WithdrawInfo> {
    const currency = site.brand.currency;
    // Independent reads: on a pool they run side by side.
    const [member, usage, summary, turnover, sources, cards] = await Promise.all([
      memberById(this.db, who.id),
      usageSince(this.db, who.id, beijingDayStart(this.now())),
      this.deps.wallet.summary(who.id, currency),
      this.deps.turnover.state(who.id),
      this.deps.turnover.sources(who.id),
      this.deps.withdrawAccounts.list(who, lang),
    ]);
    if (!member) throw new SessionError();
    const limits = await withdrawLimitsForSite(this.db, site.code, member.vipLevel, currency);
    const wire = (minor: bigint) => toWireAmount(minor, currency);
    return {
      currency,
      available: wire(summary.central),
      minPerRequest: wire(limits.min),
      maxPerRequest: wire(limits.max),
      maxPerDay: wire(limits.perDay),
      countPerDay: limits.countPerDay,
      usedToday: wire(usage.used),
      countToday: usage.count,
      fee: wire(this.fee(currency)),
      turnoverRemaining: wire(turnover.remaining),
      turnoverRequired: wire(turnover.required),
      turnoverSources: {
        deposit: wire(sources.deposit),
        bonus: wire(sources.bonus),
        adjustment: wire(sources.adjustment),
      },
      accounts: targetsOf(cards, lang),
    };
  }

  /**
   * Holds the funds and files the request, once per Idempotency-Key. The daily checks and the
   * hold run under the member row's lock, so concurrent requests are decided one after another.
   */
  async request(
    site: Site,
    who: MemberIdentity,
    input: WithdrawInput,
    idempotencyKey: string,
    meta: RequestMeta,
  ): Promise<Withdrawal> {
    const currency = site.brand.currency;
    const amount = amountField('amount', input.amount, currency);
    if (input.accountId === undefined) throw DomainError.validation({ accountId: 'required' });
    const member = await memberById(this.db, who.id);
    if (!member) throw new SessionError();
    const limits = await withdrawLimitsForSite(this.db, site.code, member.vipLevel, currency);
    const fee = this.fee(currency);
    // The member must receive something: the fee alone raises the minimum.
    const min = limits.min > fee ? limits.min : fee + 1n;
    if (amount < min)
      throw new DomainError('AMOUNT_BELOW_MIN', { params: { min: toWireAmount(min, currency) } });
    if (amount > limits.max)
      throw new DomainError('AMOUNT_ABOVE_MAX', {
        params: { max: toWireAmount(limits.max, currency) },
      });
    // Outside the transaction: a wrong password must count towards the lockout even though the
    // request fails, and a rollback would erase the count.
    await this.deps.withdrawPassword.assertValid(
      site,
      who,
      input.wpassword,
      'WITHDRAW_PASSWORD_NOT_SET',
      meta,
    );
    const cards = await this.deps.withdrawAccounts.list(who, meta.lang);
    const target = targetsOf(cards, meta.lang).find((t) => t.id === input.accountId);
    if (!target) throw new DomainError('NOT_FOUND');
    // A USDT address is paid in USDT at a rate the member was quoted and accepted.
    const network = cards.virtual.find((c) => c.id === target.id)?.network;
    const quoteId = network ? input.quoteId || undefined : undefined;
    if (network && !quoteId) throw DomainError.validation({ quoteId: 'required' });

    // The password is encrypted afresh on every retry, so it is no part of what the key binds.
    const params = { amount: amount.toString(), accountId: target.id, quoteId };
    const owner = memberOwner(who.id);
    return this.deps.idempotency.run(owner, 'withdraw', idempotencyKey, params, async (tx) => {
      const locked = await lockMemberRow(tx, who.id);
      if (!locked) throw new SessionError();
      await this.checkDailyLimits(tx, who.id, amount, currency, limits);
      const turnover = await this.deps.turnover.state(who.id, tx);
      if (turnover.remaining > 0n)
        throw new DomainError('TURNOVER_NOT_MET', {
          params: { remaining: toWireAmount(turnover.remaining, currency) },
        });
      const orderNo = await unusedCode(
        () => newOrderNo('W', this.now()),
        (no) => orderNoTaken(tx, no),
      );
      const quote =
        network && quoteId
          ? await this.deps.coins.take(tx, {
              memberId: who.id,
              quoteId,
              side: 'sell',
              network,
              amount,
              usedBy: orderNo,
            })
          : undefined;
      const { hold, feeHold } = await this.hold(tx, { site, who, orderNo, amount, fee, currency });
      const row = await insertWithdrawal(tx, {
        orderNo,
        siteCode: site.code,
        memberId: who.id,
        withdrawAccountId: target.id,
        accountKind: target.kind,
        accountLabel: target.label,
        amount,
        fee,
        currency,
        state: 'reviewing',
        holdTransferId: hold.id,
        feeTransferId: feeHold?.id ?? null,
        coin: quote ? CoinService.withdrawalCoin(quote) : null,
      });
      const view = withdrawalView(row);
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: site.code,
          action: 'withdrawal.request',
          target: { kind: 'withdrawal', id: orderNo },
          after: view,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return view;
    });
  }

  /**
   * The money is held in two linked legs, all or nothing: what the member receives into the
   * house's withdrawal clearing (which must match the bank's payouts), and the fee into the
   * house's fee income. Paying posts both; rejecting voids both.
   */
  private async hold(
    tx: DbOrTx,
    w: {
      site: Site;
      who: MemberIdentity;
      orderNo: string;
      amount: bigint;
      fee: bigint;
      currency: CurrencyCode;
    },
  ) {
    const member = memberCentral({
      siteCode: w.site.code,
      memberId: w.who.id,
      currency: w.currency,
    });
    const leg = (key: string, kind: 'house_withdrawal' | 'house_fees', amount: bigint) => ({
      key,
      debit: member,
      credit: house(kind, w.site.code, w.currency, w.who.id),
      amount,
      currency: w.currency,
      reason: kind === 'house_fees' ? 'withdrawal_fee' : 'withdrawal',
      pending: true,
      meta: { orderNo: w.orderNo },
    });
    const legs = [leg(`withdrawal:${w.orderNo}`, 'house_withdrawal', w.amount - w.fee)];
    if (w.fee > 0n) legs.push(leg(`withdrawal-fee:${w.orderNo}`, 'house_fees', w.fee));
    const [hold, feeHold] = await this.deps.ledger.transferLinked(legs, tx);
    if (!hold) throw new Error('the payout leg was not made');
    return { hold, feeHold };
  }

  async mine(who: MemberIdentity): Promise<Withdrawal[]> {
    return (await listMemberWithdrawals(this.db, who.id, MEMBER_LIST_SIZE)).map(withdrawalView);
  }

  async one(who: MemberIdentity, orderNo: string): Promise<Withdrawal> {
    const row = await findMemberWithdrawal(this.db, who.id, orderNo);
    if (!row) throw new DomainError('NOT_FOUND');
    return withdrawalView(row);
  }

  /**
   * A second operator's approval, needed above WITHDRAW_APPROVAL_THRESHOLD before anyone pays;
   * whoever approves may not be the one who pays (`pay` refuses them).
   */
  /** The account a withdrawal is to be paid to, in full, for the operator who pays it. */
  async payee(orderNo: string, lang: Lang) {
    const row = await findWithdrawal(this.db, orderNo);
    if (!row?.withdrawAccountId) throw new DomainError('NOT_FOUND');
    return {
      orderNo: row.orderNo,
      state: row.state,
      ...(await this.deps.withdrawAccounts.payee(row.withdrawAccountId, lang)),
    };
  }

  async approve(operator: OperatorIdentity, orderNo: string, key: string, meta: OperatorMeta) {
    return this.decide(operator, orderNo, key, meta, 'approve', async (row, tx) => {
      if (!this.needsApproval(row)) throw new DomainError('APPROVAL_NOT_NEEDED');
      if (row.approvedBy !== null) throw new DomainError('ORDER_NOT_PENDING');
      return approveWithdrawal(tx, row.id, operator.id);
    });
  }

  /** Pays out: both holds are posted, the payout to withdrawal clearing and the fee to income. */
  async pay(operator: OperatorIdentity, orderNo: string, key: string, meta: OperatorMeta) {
    return this.decide(operator, orderNo, key, meta, 'pay', async (row, tx) => {
      if (this.needsApproval(row)) {
        if (row.approvedBy === null) throw new DomainError('APPROVAL_REQUIRED');
        if (row.approvedBy === operator.id) throw new DomainError('APPROVAL_SELF');
      }
      await this.resolveHolds(row, 'post', `withdrawal-paid:${orderNo}`, {}, tx);
      await this.tell(row, 'withdrawal_paid', {}, tx);
      return decideWithdrawal(tx, row.id, { state: 'paid', decidedBy: operator.id, reason: null });
    });
  }

  /** Refuses it: both holds are voided and the money is the member's to use again. */
  async reject(
    operator: OperatorIdentity,
    orderNo: string,
    reason: string,
    key: string,
    meta: OperatorMeta,
  ) {
    const trimmed = reason.trim();
    if (trimmed === '') throw DomainError.validation({ reason: 'required' });
    if (trimmed.length > 200) throw DomainError.validation({ reason: 'too_long' });
    return this.decide(
      operator,
      orderNo,
      key,
      meta,
      'reject',
      async (row, tx) => {
        await this.resolveHolds(
          row,
          'void',
          `withdrawal-rejected:${orderNo}`,
          { reason: trimmed },
          tx,
        );
        await this.tell(row, 'withdrawal_rejected', { reason: trimmed }, tx);
        return decideWithdrawal(tx, row.id, {
          state: 'rejected',
          decidedBy: operator.id,
          reason: trimmed,
        });
      },
      trimmed,
    );
  }

  private async resolveHolds(
    row: WithdrawalRow,
    how: 'post' | 'void',
    key: string,
    extra: Record<string, unknown>,
    tx: DbOrTx,
  ) {
    const meta = { orderNo: row.orderNo, ...extra };
    const ledger = this.deps.ledger;
    const resolve = (id: number, k: string, reason: string) =>
      how === 'post'
        ? ledger.post(id, k, reason, { meta }, tx)
        : ledger.void(id, k, reason, { meta }, tx);
    await resolve(row.holdTransferId, key, 'withdrawal');
    if (row.feeTransferId !== null)
      await resolve(row.feeTransferId, `${key}:fee`, 'withdrawal_fee');
  }

  /** The member hears of the decision in their inbox, in the same transaction as the money. */
  private async tell(
    row: WithdrawalRow,
    kind: 'withdrawal_paid' | 'withdrawal_rejected',
    extra: Record<string, string>,
    tx: DbOrTx,
  ) {
    const currency = currencyOf(row.currency);
    const params = {
      orderNo: row.orderNo,
      amount: shownAmount(row.amount, currency),
      fee: shownAmount(row.fee, currency),
      payout: shownAmount(row.amount - row.fee, currency),
      account: row.accountLabel,
      ...extra,
    };
    await this.deps.notify?.({ siteCode: row.siteCode, memberId: row.memberId, kind, params }, tx);
  }

  private needsApproval(row: WithdrawalRow): boolean {
    const threshold = minorOf(
      this.config.wallet.withdrawApprovalThreshold,
      currencyOf(row.currency),
    );
    return row.amount > threshold;
  }

  async list(filter: WithdrawalFilter, page: number, size: number) {
    const { rows, total } = await listWithdrawals(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return {
      list: rows.map((row) => ({
        ...withdrawalView(row),
        siteCode: row.siteCode,
        memberId: row.memberId,
        memberAccount: row.memberAccount,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt?.toISOString() ?? null,
        needsApproval: this.needsApproval(row),
        approvedBy: row.approvedBy,
        approvedAt: row.approvedAt?.toISOString() ?? null,
      })),
      total,
      page,
      size,
    };
  }

  private fee(currency: CurrencyCode): bigint {
    return minorOf(this.config.wallet.withdrawFee, currency);
  }

  private async checkDailyLimits(
    tx: DbOrTx,
    memberId: number,
    amount: bigint,
    currency: CurrencyCode,
    limits: WithdrawLimits,
  ) {
    const usage = await usageSince(tx, memberId, beijingDayStart(this.now()));
    if (usage.count >= limits.countPerDay)
      throw new DomainError('WITHDRAW_COUNT_LIMIT', { params: { max: limits.countPerDay } });
    const left = limits.perDay - usage.used;
    if (amount > left)
      throw new DomainError('WITHDRAW_DAILY_LIMIT', {
        params: { left: toWireAmount(left > 0n ? left : 0n, currency) },
      });
  }

  /**
   * Exactly once per withdrawal: the row lock serialises operators, the state says if done, and
   * the operator's Idempotency-Key answers a double submission with the first answer.
   */
  private async decide(
    operator: OperatorIdentity,
    orderNo: string,
    key: string,
    meta: OperatorMeta,
    step: 'approve' | 'pay' | 'reject',
    change: (row: WithdrawalRow, tx: DbOrTx) => Promise<WithdrawalRow>,
    reason: string | null = null,
  ): Promise<Withdrawal> {
    const params = { orderNo, reason };
    const owner = operatorOwner(operator.id);
    return this.deps.idempotency.run(owner, `withdrawal.${step}`, key, params, async (tx) => {
      const row = await lockWithdrawal(tx, orderNo);
      if (!row) throw new DomainError('NOT_FOUND');
      if (row.state !== 'reviewing') throw new DomainError('ORDER_NOT_PENDING');
      const decided = await change(row, tx);
      const before = withdrawalView(row);
      const after = withdrawalView(decided);
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: row.siteCode,
          action: `withdrawal.${step}`,
          target: { kind: 'withdrawal', id: orderNo },
          before,
          after,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return after;
    });
  }
}
