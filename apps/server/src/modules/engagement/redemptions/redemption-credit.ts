import type { DbOrTx } from '../../../db/client.ts';
import type { RedemptionKind } from '../../../db/rewards-schema.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { shownAmount, type Notify } from '../../platform/notices/notices.ts';
import { timesMultiple } from '../../../lib/finance-policy.ts';
import { currencyOf } from '../../../lib/money.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import { house, memberCentral } from '../../../ledger/wallet-accounts.ts';
import {
  claimedPeriods,
  findRedemption,
  insertRedemption,
  setRedemptionTransfer,
  type RedemptionRow,
} from './redemption.repository.ts';

export type RewardInput = {
  siteCode: string;
  memberId: number;
  kind: RedemptionKind;
  /** The period the reward is for; one reward per member, kind and period. */
  period: string;
  currency: string;
  amount: bigint;
  basis?: bigint;
  rate?: string;
  /** Betting the reward brings with it, as a multiple of the amount ("0" for none). */
  turnoverMultiple?: string;
  detail?: Record<string, unknown>;
};

export type Credited = { redemption: RedemptionRow; created: boolean };

/**
 * Pays rewards: one redemption row, one ledger transfer from the site's promotions account to the
 * member's central wallet, and the betting the reward requires, all inside the caller's
 * transaction. Paying the same member, kind and period again changes nothing and returns the
 * first redemption, so claims and settlement runs may be repeated safely.
 */
export class RewardCredit {
  constructor(
    private readonly deps: { ledger: Ledger; turnover: TurnoverService; notify?: Notify },
  ) {}

  /** `kind|period` of the member's rewards of these kinds already paid. */
  paidPeriods(tx: DbOrTx, memberId: number, kinds: RedemptionKind[]): Promise<Set<string>> {
    return claimedPeriods(tx, memberId, kinds);
  }

  async credit(tx: DbOrTx, input: RewardInput): Promise<Credited> {
    if (input.amount <= 0n) throw new Error('a reward must be positive');
    const multiple = input.turnoverMultiple ?? '0';
    const inserted = await insertRedemption(tx, {
      siteCode: input.siteCode,
      memberId: input.memberId,
      kind: input.kind,
      period: input.period,
      currency: input.currency,
      amount: input.amount,
      basis: input.basis ?? 0n,
      rate: input.rate ?? '',
      turnoverMultiple: multiple,
      detail: input.detail ?? {},
    });
    if (!inserted) {
      const first = await findRedemption(tx, input.memberId, input.kind, input.period);
      return { redemption: first!, created: false };
    }
    const source = `redemption:${inserted.id}`;
    const moved = await this.deps.ledger.transfer(
      {
        key: source,
        debit: house('house_promotions', input.siteCode, input.currency, input.memberId),
        credit: memberCentral(input),
        amount: input.amount,
        currency: input.currency,
        // Every reward shows as a bonus in the member's transaction records.
        reason: 'bonus',
        meta: { redemptionId: inserted.id, kind: input.kind, period: input.period },
      },
      tx,
    );
    const required = timesMultiple(input.amount, multiple);
    if (required > 0n) await this.deps.turnover.require(input.memberId, required, source, tx);
    const currency = currencyOf(input.currency);
    await this.deps.notify?.(
      {
        siteCode: input.siteCode,
        memberId: input.memberId,
        kind: 'bonus_credited',
        params: {
          reward: input.kind,
          amount: shownAmount(input.amount, currency),
          turnover: shownAmount(required, currency),
        },
      },
      tx,
    );
    return { redemption: await setRedemptionTransfer(tx, inserted.id, moved.id), created: true };
  }
}
