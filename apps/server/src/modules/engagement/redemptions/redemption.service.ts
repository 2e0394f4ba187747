import {
  REBATE_CLAIM_DAYS,
  toWireAmount,
  type ClaimableReward,
  type ClaimableRewards,
  type ClaimKind,
  type CurrencyCode,
  type Redemption,
  type RedemptionPage,
} from '@kirin/contract';
import { memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import {
  memberById,
  lockMemberRow,
  type MemberRecord,
} from '../../accounts/members/member-directory.ts';
import { memberActor } from '../../accounts/members/member.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { timesMultiple } from '../../../lib/finance-policy.ts';
import { beijingCalendar, DAY_MS, dayLabel, dayStartOf, previousDays } from '../vip/vip-dates.ts';
import { applyRate, rowAt } from '../vip/vip-ladder.ts';
import { settledTurnover, settledTurnoverByDay } from '../../play/sportsbook/bet-totals.ts';
import { birthdayOf, ladderOf, type VipLevelRow } from '../vip/vip-directory.ts';
import type { RewardCredit, RewardInput } from './redemption-credit.ts';
import { redemptionView } from './redemption-view.ts';
import {
  claimedPeriods,
  countRedemptions,
  findMemberRedemption,
  findRedemption,
  listRedemptions,
  type RedemptionFilter,
} from './redemption.repository.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

/** A reward worked out from records: what would be credited, before it is. */
type Due = Omit<RewardInput, 'siteCode' | 'memberId' | 'currency'> & { kind: ClaimKind };

const LEVEL_PERIOD = /^level:(\d{1,2})$/;

/**
 * Rewards the member claims (daily turnover rebate at their level's rate, birthday bonus, upgrade
 * bonuses not yet paid) and the records of every credited reward. What is due is always worked
 * out again on the server at claim time; paying goes through RewardCredit, so a period pays once.
 */
export class RedemptionService {
  constructor(
    private readonly db: Db,
    private readonly deps: { rewards: RewardCredit; audit: AuditService; idempotency: Idempotency },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `GET /rewards/claimable`. */
  async claimable(site: Site, who: MemberIdentity): Promise<ClaimableRewards> {
    const currency = site.brand.currency;
    const days = previousDays(this.now(), REBATE_CLAIM_DAYS);
    const [member, ladder, claimed, turnover, birthDate] = await Promise.all([
      memberById(this.db, who.id),
      ladderOf(this.db, site.code),
      claimedPeriods(this.db, who.id, ['rebate', 'upgrade', 'birthday']),
      settledTurnoverByDay(this.db, who.id, currency, {
        from: days.at(-1)!,
        to: new Date(days[0]!.getTime() + DAY_MS),
      }),
      birthdayOf(this.db, who.id),
    ]);
    if (!member) throw new SessionError();
    const list: ClaimableReward[] = [];
    const add = (due: Due) => {
      if (due.amount > 0n && !claimed.has(`${due.kind}|${due.period}`))
        list.push(this.claimableView(due, currency));
    };
    const row = rowAt(ladder, member.vipLevel);
    if (!row) return { currency, list };

    for (const day of days) {
      const label = dayLabel(day);
      add(rebateDue(row, label, turnover.get(label) ?? 0n));
    }
    const birthday = this.birthdayDue(birthDate, row);
    if (birthday) add(birthday);
    for (const due of upgradesDue(ladder, member.vipLevel)) add(due);
    return { currency, list };
  }

  /**
   * `POST /rewards/claim`: a period already paid answers its first redemption; otherwise the
   * reward is worked out again under the member's lock and credited, or refused
   * (REWARD_NOT_ELIGIBLE: not a period the member may claim now; REWARD_NOTHING_TO_CLAIM: it
   * comes to nothing).
   */
  async claim(
    site: Site,
    who: MemberIdentity,
    input: { kind: ClaimKind; period: string },
    key: string,
    meta: Meta,
  ): Promise<Redemption> {
    const currency = site.brand.currency;
    const params = { kind: input.kind, period: input.period };
    return this.deps.idempotency.run(
      memberOwner(who.id),
      'reward.claim',
      key,
      params,
      async (tx) => {
        const member = await lockMemberRow(tx, who.id);
        if (!member) throw new SessionError();
        const paid = await findRedemption(tx, who.id, input.kind, input.period);
        if (paid) return redemptionView(paid);
        const due = await this.due(tx, site, member, input, currency);
        const { redemption, created } = await this.deps.rewards.credit(tx, {
          ...due,
          siteCode: site.code,
          memberId: member.id,
          currency,
        });
        const view = redemptionView(redemption);
        if (created)
          await this.deps.audit.record(
            {
              actor: memberActor(member),
              siteCode: site.code,
              action: 'reward.claim',
              target: { kind: 'redemption', id: redemption.id },
              after: view,
              ...meta,
            },
            tx,
          );
        return view;
      },
    );
  }

  /** `POST /records/redemptions`. */
  async page(filter: RedemptionFilter, page: number, size: number): Promise<RedemptionPage> {
    const [rows, total] = await Promise.all([
      listRedemptions(this.db, filter, size, (page - 1) * size),
      countRedemptions(this.db, filter),
    ]);
    return { list: rows.map(redemptionView), total, page, size };
  }

  /** `GET /records/redemption?id=`: the member's own only; anything else is NOT_FOUND. */
  async one(memberId: number, id: number): Promise<Redemption> {
    const row = await findMemberRedemption(this.db, memberId, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return redemptionView(row);
  }

  private async due(
    tx: DbOrTx,
    site: Site,
    member: MemberRecord,
    input: { kind: ClaimKind; period: string },
    currency: CurrencyCode,
  ): Promise<Due> {
    const ladder = await ladderOf(tx, site.code);
    const row = rowAt(ladder, member.vipLevel);
    if (!row) throw new DomainError('REWARD_NOT_ELIGIBLE');
    let due: Due | undefined;
    if (input.kind === 'rebate') {
      const start = dayStartOf(input.period);
      const open = previousDays(this.now(), REBATE_CLAIM_DAYS).some(
        (day) => day.getTime() === start?.getTime(),
      );
      if (!start || !open) throw new DomainError('REWARD_NOT_ELIGIBLE');
      const range = { from: start, to: new Date(start.getTime() + DAY_MS) };
      due = rebateDue(row, input.period, await settledTurnover(tx, member.id, currency, range));
    } else if (input.kind === 'birthday') {
      due = this.birthdayDue(await birthdayOf(tx, member.id), row);
      if (!due || due.period !== input.period) throw new DomainError('REWARD_NOT_ELIGIBLE');
    } else {
      const level = Number(LEVEL_PERIOD.exec(input.period)?.[1] ?? 0);
      if (level < 1 || level > member.vipLevel) throw new DomainError('REWARD_NOT_ELIGIBLE');
      due = upgradesDue(ladder, member.vipLevel).find((d) => d.period === input.period);
    }
    if (!due || due.amount <= 0n) throw new DomainError('REWARD_NOTHING_TO_CLAIM');
    return due;
  }

  /** This year's birthday bonus, when it is the member's birthday month (Beijing). */
  private birthdayDue(birthDate: string | null, row: VipLevelRow) {
    const today = beijingCalendar(this.now());
    if (!birthDate || Number(birthDate.slice(5, 7)) !== today.month) return undefined;
    return bonusDue('birthday', String(today.year), row.birthdayBonus, row, { birthDate });
  }

  private claimableView(due: Due, currency: CurrencyCode): ClaimableReward {
    return {
      kind: due.kind,
      period: due.period,
      amount: toWireAmount(due.amount, currency),
      basis: toWireAmount(due.basis ?? due.amount, currency),
      rate: due.rate ?? '',
      turnoverRequired: toWireAmount(
        timesMultiple(due.amount, due.turnoverMultiple ?? '0'),
        currency,
      ),
    };
  }
}

/** A day's rebate: its valid turnover × the level's rate, floored to the minor unit. */
function rebateDue(row: VipLevelRow, day: string, turnover: bigint): Due {
  return {
    kind: 'rebate',
    period: day,
    amount: applyRate(turnover, row.rebateRate),
    basis: turnover,
    rate: row.rebateRate,
    turnoverMultiple: row.bonusTurnoverMultiple,
    detail: { level: row.level },
  };
}

function bonusDue(
  kind: 'birthday' | 'upgrade',
  period: string,
  amount: bigint,
  row: VipLevelRow,
  detail: Record<string, unknown> = {},
): Due {
  return {
    kind,
    period,
    amount,
    basis: amount,
    turnoverMultiple: row.bonusTurnoverMultiple,
    detail: { level: row.level, ...detail },
  };
}

/** The upgrade bonus of every level from 1 to the member's, paid or not. */
function upgradesDue(ladder: readonly VipLevelRow[], level: number): Due[] {
  return ladder
    .filter((row) => row.level >= 1 && row.level <= level && row.upgradeBonus > 0n)
    .map((row) => bonusDue('upgrade', `level:${row.level}`, row.upgradeBonus, row));
}
