import type { CurrencyCode, Lang } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { memberById } from '../members/member-directory.ts';
import type { MemberSessions } from '../members/member-sessions.ts';
import type { MemberService } from '../members/member.service.ts';
import { limitsInForce, minutesOf, type MoneyLimit } from './protection-limits.ts';
import { periodOf, type MoneyPeriod } from './protection-periods.ts';
import { assertWithin, limitReached, refuseRestricted } from './protection-refusals.ts';
import { limitsOf, restrictionsInForce, type Contact } from './protection.repository.ts';
import type { LimitsView } from './protection.schemas.ts';

export type ProtectionDeps = {
  audit: AuditService;
  members: Pick<MemberService, 'checkPassword'>;
  sessions: Pick<MemberSessions, 'endOthers' | 'secondsLoggedInSince' | 'capLive'>;
  usage: LimitUsage;
};

/**
 * What other modules ask the responsible-gambling module before money moves or a member comes in
 * (`assertMayPlay`, `assertMayDeposit`, `assertMayStake`, `betLimits`, `loginAllowance`,
 * `assertMaySignUp`): the base of ProtectionService, which adds the member's own settings.
 */
export class ProtectionChecks {
  /**
   * The clock of every rule here (cooling-off, restrictions' ends, limits' periods). Production
   * leaves it alone; tests replace it to pass the 24-hour cooling-off without waiting.
   */
  now: () => Date = () => new Date();

  constructor(
    protected readonly db: Db,
    protected readonly deps: ProtectionDeps,
  ) {}

  /** TIMED_OUT or SELF_EXCLUDED while one covers the member (on any brand); else nothing. */
  async assertMayPlay(memberId: number, db: DbOrTx = this.db): Promise<void> {
    const member = await memberById(db, memberId);
    if (!member) throw new SessionError();
    refuseRestricted(await restrictionsInForce(db, memberId, member, this.now()));
  }

  /**
   * Refuses a deposit order of `amount` when the member is restricted, or when it would take the
   * period's orders above a deposit limit (LIMIT_REACHED, naming the limit and when it resets).
   */
  async assertMayDeposit(
    tx: DbOrTx,
    memberId: number,
    amount: bigint,
    to: { currency: CurrencyCode; lang: Lang },
  ): Promise<void> {
    await this.assertMayPlay(memberId, tx);
    const now = this.now();
    const limits = limitsInForce(await limitsOf(tx, memberId), ['deposit'], now);
    assertWithin(limits, await this.sumsOf(tx, memberId, limits), amount, now, to);
  }

  /**
   * What of `wanted` may move into play outside the book (a transfer into a venue, or a launch
   * that moves money): refused while the member is restricted, and when it would take a wager or
   * loss limit past its amount, the whole amount counting as staked and as possibly lost
   * (docs/decisions/limits.md). With `upTo`, less may move: as much as the limits leave, rounded
   * down to `upTo.unit`, refused only when that is nothing.
   */
  async assertMayStake(
    db: DbOrTx,
    memberId: number,
    wanted: bigint,
    to: { currency: CurrencyCode; lang: Lang },
    upTo?: { unit: bigint },
  ): Promise<bigint> {
    await this.assertMayPlay(memberId, db);
    const limits = await this.betLimits(memberId, db);
    if (limits.length === 0) return wanted;
    const sums = await this.sumsOf(db, memberId, limits);
    if (upTo) {
      const left = limits
        .map((limit, i) => limit.amount - (sums[i] ?? limit.amount))
        .reduce((a, b) => (b < a ? b : a));
      const allowed = left >= wanted ? wanted : left - (left % upTo.unit);
      if (allowed > 0n) return allowed;
    }
    assertWithin(limits, sums, wanted, this.now(), to);
    return wanted;
  }

  /** Each limit's sum of its period so far, in the order given (LimitUsage). */
  protected async sumsOf(
    db: DbOrTx,
    memberId: number,
    limits: readonly MoneyLimit[],
  ): Promise<bigint[]> {
    const plays = limits.filter((l): l is BetLimit => l.kind !== 'deposit');
    const played = plays.length > 0 ? await this.deps.usage.played(memberId, plays, db) : [];
    const sums: bigint[] = [];
    let next = 0;
    // One after another: inside a caller's transaction the embedded database has one connection.
    for (const limit of limits) {
      sums.push(
        limit.kind === 'deposit'
          ? await this.deps.usage.deposited(memberId, limit.from, db)
          : (played[next++] ?? 0n),
      );
    }
    return sums;
  }

  /**
   * The member's wager and loss limits in force, each with the start of its Beijing period: what
   * the sportsbook's `sportsbook_place` checks the bet against under the member's row lock
   * (docs/decisions/limits.md). Wager limits first, each kind by day, week, month.
   */
  async betLimits(memberId: number, db: DbOrTx = this.db): Promise<BetLimit[]> {
    return limitsInForce(await limitsOf(db, memberId), ['wager', 'loss'], this.now());
  }

  /** LIMIT_REACHED for a bet refused by a wager or loss limit, `used` being the period's count. */
  betLimitReached(
    refused: { kind: 'wager' | 'loss'; period: MoneyPeriod; amount: bigint; used: bigint },
    currency: CurrencyCode,
    lang: Lang,
  ): DomainError {
    const { end } = periodOf(refused.period, this.now());
    const { kind, period, amount, used } = refused;
    return limitReached(kind, period, amount, used, end, currency, lang);
  }

  /** The session-time and reality-check minutes alone (null: none), without the rest's reads. */
  async timeLimits(
    memberId: number,
  ): Promise<Pick<LimitsView, 'sessionMinutes' | 'realityCheckMinutes'>> {
    const rows = await limitsOf(this.db, memberId);
    return {
      sessionMinutes: minutesOf(rows, 'session'),
      realityCheckMinutes: minutesOf(rows, 'realityCheck'),
    };
  }

  /**
   * A log-in under a session-time limit: SESSION_LIMIT_REACHED when the member's time logged in
   * today (Beijing) has reached it, else when the new session must end (null: no limit). The
   * limit counts every session of the day, so logging out and in again does not restart it.
   */
  async loginAllowance(memberId: number): Promise<Date | null> {
    const { sessionMinutes } = await this.timeLimits(memberId);
    if (sessionMinutes === null) return null;
    const now = this.now();
    const ends = await this.sessionEnd(memberId, sessionMinutes, now);
    if (ends.getTime() > now.getTime()) return ends;
    const { end } = periodOf('day', now);
    throw new DomainError('SESSION_LIMIT_REACHED', {
      params: { until: beijingDateTime(end) },
      data: { resetsAt: end.toISOString() },
    });
  }

  /** When a session-time limit of `minutes` a day runs out, given the time logged in today. */
  protected async sessionEnd(memberId: number, minutes: bigint | number, now: Date): Promise<Date> {
    const { start } = periodOf('day', now);
    const used = await this.deps.sessions.secondsLoggedInSince(memberId, start, now);
    const left = Math.max(0, Number(minutes) * 60 - used);
    return new Date(now.getTime() + Math.floor(left * 1000));
  }

  /** SELF_EXCLUDED when a self-exclusion in force was registered with this phone or email. */
  async assertMaySignUp(contact: Contact): Promise<void> {
    if (!contact.phone && !contact.email) return;
    const found = await restrictionsInForce(this.db, null, contact, this.now());
    if (found.some((r) => r.kind === 'exclusion')) throw new DomainError('SELF_EXCLUDED');
  }
}

/** A wager or loss limit of the member, and the start of its current period. */
export type BetLimit = MoneyLimit<'wager' | 'loss'>;
/**
 * What the member's limits have used so far, counted by the modules that own the money (the
 * deposits module's orders, the sportsbook's sums of the book's and venues' play), which come
 * later in MODULE_ORDER: services.ts passes them in.
 */
export type LimitUsage = {
  /** The member's deposit orders made since `from` that count toward a deposit limit. */
  deposited: (memberId: number, from: Date, db: DbOrTx) => Promise<bigint>;
  /** Each wager or loss limit's sum of its period so far, in the order given. */
  played: (memberId: number, limits: readonly BetLimit[], db: DbOrTx) => Promise<bigint[]>;
};
