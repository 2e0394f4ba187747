import type { FastifyBaseLogger } from 'fastify';
import type { Notify } from '../../platform/notices/notices.ts';
import type { VipEvaluation } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { lockMemberRow } from '../../accounts/members/member-directory.ts';
import { changeLevel } from './vip-level-change.ts';
import { currencyOf } from '../../../lib/money.ts';
import { levelReached } from './vip-ladder.ts';
import { evaluationCandidates, ladderOf, type VipLevelRow } from './vip.repository.ts';
import { creditedDepositTotal } from '../../finance/deposits/deposit-totals.ts';
import { settledTurnover } from '../../play/sportsbook/bet-totals.ts';

export type EvaluatedMember = { from: number; to: number; bonuses: number };

/**
 * How VIP pays its upgrade bonuses: as rewards of the redemptions module (its RewardCredit, given in
 * services.ts), which VIP does not import: redemptions reads the ladder, so the arrow points there.
 */
export type UpgradeBonusPayer = {
  credit(
    tx: DbOrTx,
    bonus: {
      siteCode: string;
      memberId: number;
      kind: 'upgrade';
      period: string;
      currency: string;
      amount: bigint;
      basis: bigint;
      turnoverMultiple: string;
      detail: Record<string, unknown>;
    },
  ): Promise<{ created: boolean }>;
  /** `kind|period` of the member's rewards of these kinds already paid. */
  paidPeriods(tx: DbOrTx, memberId: number, kinds: 'upgrade'[]): Promise<Set<string>>;
};

/** Members looked at per site and run; the rest wait for the next run. */
export const EVALUATION_BATCH = 500;

/**
 * Levels from records. A member is promoted to the highest level whose deposit and turnover
 * thresholds their records meet, never demoted (only an operator lowers a level), and every level
 * from 1 to theirs pays its upgrade bonus once. Each member is decided under their row's lock, and
 * the bonuses are redemptions unique per level, so runs may repeat and overlap on several nodes.
 */
export class VipEvaluator {
  constructor(
    private readonly db: Db,
    private readonly deps: { rewards: UpgradeBonusPayer; notify?: Notify },
  ) {}

  /**
   * One member, inside the caller's transaction; null when the member is not of that site. A run
   * over many members passes the site's ladder, read once.
   */
  async member(
    tx: DbOrTx,
    siteCode: string,
    memberId: number,
    currencyCode: string,
    siteLadder?: readonly VipLevelRow[],
  ): Promise<EvaluatedMember | null> {
    const member = await lockMemberRow(tx, memberId);
    if (!member || member.siteCode !== siteCode) return null;
    const from = member.vipLevel;
    const ladder = siteLadder ?? (await ladderOf(tx, siteCode));
    if (ladder.length === 0) return { from, to: from, bonuses: 0 };
    const deposits = await creditedDepositTotal(tx, memberId, currencyCode);
    const turnover = await settledTurnover(tx, memberId, currencyCode);
    const reached = levelReached(ladder, deposits, turnover);
    let to = from;
    if (reached > from) {
      await changeLevel(tx, {
        siteCode,
        memberId,
        fromLevel: from,
        toLevel: reached,
        cause: 'evaluation',
        note: `deposits ${deposits} turnover ${turnover}`,
      });
      to = reached;
      await this.deps.notify?.(
        { siteCode, memberId, kind: 'vip_upgraded', params: { level: reached } },
        tx,
      );
    }
    const bonuses = await this.payUpgradeBonuses(tx, siteCode, memberId, currencyCode, ladder, to);
    return { from, to, bonuses };
  }

  /** Each level from 1 to `level` with a bonus, paid unless it was; answers how many were paid now. */
  async payUpgradeBonuses(
    tx: DbOrTx,
    siteCode: string,
    memberId: number,
    currencyCode: string,
    ladder: readonly VipLevelRow[],
    level: number,
  ): Promise<number> {
    const currency = currencyOf(currencyCode);
    const due = ladder.filter(
      (row) => row.level >= 1 && row.level <= level && row.upgradeBonus > 0n,
    );
    if (due.length === 0) return 0;
    // One read of what was paid spares a credit attempt per paid level on every evaluation (each
    // deposit runs one); a bonus paid meanwhile is still caught by the redemption's unique index.
    const paidBefore = await this.deps.rewards.paidPeriods(tx, memberId, ['upgrade']);
    let paid = 0;
    for (const row of due) {
      const period = `level:${row.level}`;
      if (paidBefore.has(`upgrade|${period}`)) continue;
      const { created } = await this.deps.rewards.credit(tx, {
        siteCode,
        memberId,
        kind: 'upgrade',
        period,
        currency,
        amount: row.upgradeBonus,
        basis: row.upgradeBonus,
        turnoverMultiple: row.bonusTurnoverMultiple,
        detail: { level: row.level },
      });
      if (created) paid += 1;
    }
    return paid;
  }

  /** One member in a transaction of its own. */
  async one(
    siteCode: string,
    memberId: number,
    currency: string,
    siteLadder?: readonly VipLevelRow[],
  ) {
    return this.db.transaction((tx) => this.member(tx, siteCode, memberId, currency, siteLadder));
  }

  /**
   * The candidates of the given sites (code → currency), one transaction each: one member's
   * failure is logged and leaves the others to go on.
   */
  async sites(
    sites: ReadonlyMap<string, string>,
    log?: FastifyBaseLogger,
    batch = EVALUATION_BATCH,
  ): Promise<VipEvaluation> {
    const total = { members: 0, promoted: 0, bonuses: 0 };
    for (const [siteCode, currency] of sites) {
      const ladder = await ladderOf(this.db, siteCode);
      if (ladder.length === 0) continue;
      for (const memberId of await evaluationCandidates(this.db, siteCode, currency, batch)) {
        try {
          const done = await this.one(siteCode, memberId, currency, ladder);
          if (!done) continue;
          total.members += 1;
          if (done.to !== done.from) {
            log?.info({ siteCode, memberId, from: done.from, to: done.to }, 'vip level changed');
          }
          if (done.to > done.from) total.promoted += 1;
          total.bonuses += done.bonuses;
        } catch (error) {
          log?.warn({ err: error, siteCode, memberId }, 'vip evaluation failed for a member');
        }
      }
    }
    return total;
  }
}
