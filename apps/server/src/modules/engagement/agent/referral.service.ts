import {
  toWireAmount,
  VIP_MULTIPLE_PATTERN,
  type CurrencyCode,
  type ReferralRule,
  type ReferralSummary,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { amountField } from '../../../lib/money.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import type { RewardCredit } from '../redemptions/redemption-credit.ts';
import { maskAccount } from './agent-scheme.ts';
import { invitePath } from './agent.service.ts';
import {
  dueReferrals,
  findRule,
  insertRuleIfMissing,
  inviterOf,
  listReferrals,
  saveRule,
  type ReferralRuleRow,
} from './referral.repository.ts';

/** How many invitees the member's page lists (the totals count them all). */
const LISTED = 100;
/** Rewards a sweep pays per site and round. */
const SWEEP_BATCH = 200;
/** How far back a sweep looks for qualifying deposits whose reward was missed. */
const SWEEP_DAYS = 7;

export type RuleInput = {
  reward?: unknown;
  minDeposit?: unknown;
  turnoverMultiple?: unknown;
  enabled?: unknown;
};

/**
 * Share and earn (issue 26, docs/decisions/share-and-earn.md): a member who invited someone is
 * paid the site's reward once, through the ledger, when that member's first deposit of at least
 * the rule's minimum is credited. Idempotent: one reward per inviter and invitee (the rewards'
 * unique period `member:<invitee>`).
 */
export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly deps: { rewards: Pick<RewardCredit, 'credit'>; audit: AuditService },
  ) {}

  async summary(site: Site, who: Pick<MemberIdentity, 'id'>): Promise<ReferralSummary> {
    const member = await memberById(this.db, who.id);
    if (!member) throw new SessionError();
    const currency = site.brand.currency;
    const [rule, found] = await Promise.all([
      findRule(this.db, site.code),
      listReferrals(this.db, who.id, LISTED),
    ]);
    return {
      inviteCode: member.inviteCode,
      invitePath: invitePath(member.inviteCode),
      rule: rule?.enabled ? ruleView(rule, currency) : null,
      totals: {
        invited: found.total,
        rewarded: found.rewarded,
        paid: toWireAmount(found.paid, currency),
      },
      list: found.rows.map((r) => ({
        account: maskAccount(r.account),
        registeredAt: r.registeredAt.toISOString(),
        state: r.reward === null ? 'waiting' : 'rewarded',
        reward: r.reward === null ? null : toWireAmount(r.reward, currency),
        rewardedAt: r.rewardedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * After a deposit is credited: pays the inviter when it qualifies. A failure is left to the
   * sweep (`sweep`), which finds what is due from the credited deposits.
   */
  async afterDeposit(order: {
    siteCode: string;
    memberId: number;
    currency: string;
    amount: bigint;
  }) {
    try {
      const rule = await findRule(this.db, order.siteCode);
      if (!rule?.enabled || order.amount < rule.minDeposit) return;
      const inviter = await inviterOf(this.db, order.memberId);
      if (!inviter || inviter.disabled) return;
      await this.pay(rule, inviter.id, order.memberId, order.currency);
    } catch {
      // the sweep pays it
    }
  }

  /** Pays every reward due and unpaid on these sites (a job; safe to run on every node). */
  async sweep(siteCodes: readonly string[]): Promise<number> {
    let paid = 0;
    for (const code of siteCodes) {
      const rule = await findRule(this.db, code);
      if (!rule?.enabled) continue;
      const since = new Date(Date.now() - SWEEP_DAYS * 86_400_000);
      const due = await dueReferrals(this.db, code, {
        minDeposit: rule.minDeposit,
        since,
        limit: SWEEP_BATCH,
      });
      for (const one of due) {
        if (await this.pay(rule, one.inviterId, one.memberId, one.currency)) paid += 1;
      }
    }
    return paid;
  }

  private async pay(rule: ReferralRuleRow, inviterId: number, inviteeId: number, currency: string) {
    const credited = await this.db.transaction((tx) =>
      this.deps.rewards.credit(tx, {
        siteCode: rule.siteCode,
        memberId: inviterId,
        kind: 'referral',
        period: `member:${inviteeId}`,
        currency,
        amount: rule.reward,
        basis: rule.minDeposit,
        turnoverMultiple: rule.turnoverMultiple,
        detail: { inviteeId },
      }),
    );
    return credited.created;
  }

  /** The site's rule as operators read it (null: none set). */
  async rule(site: Site): Promise<(ReferralRule & { enabled: boolean }) | null> {
    const row = await findRule(this.db, site.code);
    return row && { ...ruleView(row, site.brand.currency), enabled: row.enabled };
  }

  /** An operator sets the site's rule (audited); it applies to deposits credited from then on. */
  async setRule(
    operator: OperatorIdentity,
    site: Site,
    input: RuleInput,
    meta: RequestMeta,
  ): Promise<ReferralRule & { enabled: boolean }> {
    const currency = site.brand.currency;
    const reward = amountField('reward', input.reward, currency);
    const minDeposit = amountField('minDeposit', input.minDeposit, currency, { allowZero: true });
    const multiple = String(input.turnoverMultiple ?? '1').trim();
    if (!VIP_MULTIPLE_PATTERN.test(multiple)) {
      throw DomainError.validation({ turnoverMultiple: 'invalid_value' });
    }
    const enabled = input.enabled === undefined ? true : input.enabled === true;
    if (input.enabled !== undefined && typeof input.enabled !== 'boolean') {
      throw DomainError.validation({ enabled: 'invalid_type' });
    }
    const before = await this.rule(site);
    await this.db.transaction(async (tx) => {
      await saveRule(tx, {
        siteCode: site.code,
        reward,
        minDeposit,
        turnoverMultiple: multiple,
        enabled,
        updatedBy: operator.id,
      });
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: site.code,
          action: 'referral.rule.set',
          target: { kind: 'site', id: site.code },
          before,
          after: {
            reward: toWireAmount(reward, currency),
            minDeposit: toWireAmount(minDeposit, currency),
            turnoverMultiple: multiple,
            enabled,
          },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    return (await this.rule(site))!;
  }

  /** Demo data: a rule where the site has none (an operator's own is never replaced). */
  async seedRule(
    site: Site,
    rule: { reward: bigint; minDeposit: bigint; turnoverMultiple: string },
  ) {
    await insertRuleIfMissing(this.db, { siteCode: site.code, ...rule, enabled: true });
  }
}

function ruleView(row: ReferralRuleRow, currency: CurrencyCode): ReferralRule {
  return {
    reward: toWireAmount(row.reward, currency),
    minDeposit: toWireAmount(row.minDeposit, currency),
    turnoverMultiple: row.turnoverMultiple,
  };
}
