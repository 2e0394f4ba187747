import {
  AMOUNT_LIMIT_MAJOR,
  minorFromMajor,
  toWireAmount,
  type CurrencyCode,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import {
  memberByAccount,
  memberById,
  lockMemberRow,
} from '../../accounts/members/member-directory.ts';
import { operatorOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { minorOf, timesMultiple } from '../../../lib/finance-policy.ts';
import { amountField, currencyOf } from '../../../lib/money.ts';
import type { TurnoverService } from '../wallet/turnover.service.ts';
import { house, memberCentral } from '../../../ledger/wallet-accounts.ts';
import {
  insertAdjustment,
  adjustmentSite,
  countAdjustments,
  listAdjustments,
  lockAdjustment,
  recentMagnitude,
  updateAdjustment,
  type AdjustmentRow,
  type AdjustmentState,
} from './adjustment.repository.ts';

export type AdjustmentInput = {
  site?: string | undefined;
  account: string;
  amount?: string | number | undefined;
  reason?: string | undefined;
  turnoverMultiple?: string | number | undefined;
};

type Meta = { ip?: string | undefined; requestId?: string | undefined };

const MULTIPLE = /^\d{1,3}(\.\d{1,2})?$/;
const DAY_MS = 24 * 3_600_000;
const REASON_MAX = 200;

/** An adjustment as operators read it; `amount` is signed from the member's side. */
export function adjustmentView(row: AdjustmentRow, memberAccount: string) {
  const currency = currencyOf(row.currency);
  return {
    id: row.id,
    siteCode: row.siteCode,
    memberId: row.memberId,
    account: memberAccount,
    amount: toWireAmount(row.amount, currency),
    currency,
    reason: row.reason,
    turnoverMultiple: row.turnoverMultiple,
    state: row.state,
    requestedBy: row.requestedBy,
    approvedBy: row.approvedBy,
    transferId: row.transferId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Manual credits and debits of a member's central wallet against the house's adjustments
 * account. When a member's adjustments of the last 24 hours (applied or waiting, credits and
 * debits alike) would pass the configured threshold, a second operator must approve before money
 * moves (docs/decisions/operator-money.md).
 */
export class AdjustmentService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'wallet'>,
    private readonly deps: {
      ledger: Ledger;
      turnover: TurnoverService;
      audit: AuditService;
      sites: SiteService;
      idempotency: Idempotency;
    },
  ) {}

  /** The site an adjustment belongs to (operators are kept to their sites), or undefined. */
  siteOfAdjustment(id: number): Promise<string | undefined> {
    return adjustmentSite(this.db, id);
  }

  /** Adjustments of these sites waiting for a second operator (`awaiting_approval`): the queue. */
  queueCount(sites: readonly string[]): Promise<number> {
    return countAdjustments(this.db, sites, 'awaiting_approval');
  }

  async create(
    operator: OperatorIdentity,
    requestSite: Site,
    input: AdjustmentInput,
    key: string,
    meta: Meta,
  ) {
    const site = await this.deps.sites.named(input.site, requestSite);
    const currency = site.brand.currency;
    const amount = amountField('amount', input.amount, currency, { allowNegative: true });
    const reason = (input.reason ?? '').trim();
    if (reason === '') throw DomainError.validation({ reason: 'required' });
    if (reason.length > REASON_MAX) throw DomainError.validation({ reason: 'too_long' });
    const multiple = String(input.turnoverMultiple ?? '0').trim();
    if (!MULTIPLE.test(multiple) || Number(multiple) > 100)
      throw DomainError.validation({ turnoverMultiple: 'invalid_value' });
    // The betting a credit requires must stay an amount too (and fit its bigint column).
    if (timesMultiple(amount, multiple) >= minorFromMajor(AMOUNT_LIMIT_MAJOR, currency))
      throw DomainError.validation({ turnoverMultiple: 'too_large' });
    const member = await memberByAccount(this.db, site.code, input.account.trim());
    if (!member) throw new DomainError('NOT_FOUND');
    const magnitude = amount < 0n ? -amount : amount;
    const params = {
      site: site.code,
      account: member.id,
      amount: String(amount),
      reason,
      multiple,
    };

    return this.deps.idempotency.run(
      operatorOwner(operator.id),
      'adjustment',
      key,
      params,
      async (tx) => {
        // Four eyes on what a member receives or loses in a day, not per adjustment: one large
        // credit split into small ones is as large. The member's row lock decides twins in turn.
        await lockMemberRow(tx, member.id);
        const recent = await recentMagnitude(tx, member.id, new Date(Date.now() - DAY_MS));
        const needsApproval = recent + magnitude > this.threshold(currency);
        const created = await insertAdjustment(tx, {
          siteCode: site.code,
          memberId: member.id,
          amount,
          currency,
          reason,
          // "1.50" is stored as "1.5"; never through a float.
          turnoverMultiple: multiple.includes('.') ? multiple.replace(/\.?0+$/, '') : multiple,
          state: needsApproval ? 'awaiting_approval' : 'applied',
          requestedBy: operator.id,
        });
        const row = needsApproval ? created : await this.apply(tx, created, null);
        const after = adjustmentView(row, member.account);
        await this.deps.audit.record(
          {
            actor: operatorActor(operator),
            siteCode: site.code,
            action: needsApproval ? 'adjustment.request' : 'adjustment.apply',
            target: { kind: 'adjustment', id: row.id },
            after,
            ip: meta.ip,
            requestId: meta.requestId,
          },
          tx,
        );
        return after;
      },
    );
  }

  /** A second operator applies a large adjustment; its requester may not. */
  async approve(operator: OperatorIdentity, id: number, key: string, meta: Meta) {
    return this.decide(operator, id, key, meta, 'adjustment.approve', async (tx, row) => {
      if (row.requestedBy === operator.id) throw new DomainError('APPROVAL_SELF');
      return this.apply(tx, row, operator.id);
    });
  }

  /** Any finance operator, the requester included, may turn a waiting adjustment down. */
  async reject(operator: OperatorIdentity, id: number, key: string, meta: Meta) {
    return this.decide(operator, id, key, meta, 'adjustment.reject', (tx, row) =>
      updateAdjustment(tx, row.id, { state: 'rejected', decided: true }),
    );
  }

  async list(
    filter: { state?: AdjustmentState | undefined; siteCode?: string | undefined },
    page: number,
    size: number,
  ) {
    const { rows, total } = await listAdjustments(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return {
      list: rows.map((row) => ({
        ...adjustmentView(row, row.memberAccount),
        requestedByName: row.requestedByName,
        approvedByName: row.approvedByName,
      })),
      total,
      page,
      size,
    };
  }

  private async decide(
    operator: OperatorIdentity,
    id: number,
    key: string,
    meta: Meta,
    action: string,
    change: (tx: DbOrTx, row: AdjustmentRow) => Promise<AdjustmentRow>,
  ) {
    return this.deps.idempotency.run(
      operatorOwner(operator.id),
      action,
      key,
      { id },
      async (tx) => {
        const row = await lockAdjustment(tx, id);
        if (!row) throw new DomainError('NOT_FOUND');
        if (row.state !== 'awaiting_approval') throw new DomainError('ORDER_NOT_PENDING');
        const changed = await change(tx, row);
        const account = (await memberById(tx, row.memberId))?.account ?? '';
        const before = adjustmentView(row, account);
        const after = adjustmentView(changed, account);
        await this.deps.audit.record(
          {
            actor: operatorActor(operator),
            siteCode: row.siteCode,
            action,
            target: { kind: 'adjustment', id: row.id },
            before,
            after,
            ip: meta.ip,
            requestId: meta.requestId,
          },
          tx,
        );
        return after;
      },
    );
  }

  /** Moves the money: one ledger transfer, and for a credit the betting it brings with it. */
  private async apply(
    tx: DbOrTx,
    row: AdjustmentRow,
    approvedBy: number | null,
  ): Promise<AdjustmentRow> {
    const currency = currencyOf(row.currency);
    const member = memberCentral({ siteCode: row.siteCode, memberId: row.memberId, currency });
    const pool = house('house_adjustments', row.siteCode, currency, row.memberId);
    const credit = row.amount > 0n;
    const moved = await this.deps.ledger.transfer(
      {
        key: `adjustment:${row.id}`,
        debit: credit ? pool : member,
        credit: credit ? member : pool,
        amount: credit ? row.amount : -row.amount,
        currency,
        reason: 'adjustment',
        meta: { adjustmentId: row.id, reason: row.reason },
      },
      tx,
    );
    if (credit)
      await this.deps.turnover.require(
        row.memberId,
        timesMultiple(row.amount, row.turnoverMultiple),
        `adjustment:${row.id}`,
        tx,
      );
    return updateAdjustment(tx, row.id, {
      state: 'applied',
      approvedBy,
      transferId: moved.id,
      decided: true,
    });
  }

  private threshold(currency: CurrencyCode): bigint {
    return minorOf(this.config.wallet.adjustmentApprovalThreshold, currency);
  }
}
