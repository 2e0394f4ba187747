import { isSiteCode, type CurrencyCode, type Lang, type MemberLimits } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { beijingDateTime } from '../../../lib/beijing-time.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { amountField } from '../../../lib/money.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { memberById, samePersonIds } from '../members/member-directory.ts';
import type { MemberIdentity, MemberSessions } from '../members/member-sessions.ts';
import { memberActor, type MemberService } from '../members/member.service.ts';
import { addMonths, MONEY_PERIODS, periodOf, type MoneyPeriod } from './protection-periods.ts';
import { limitReached, refuseRestricted } from './protection-refusals.ts';
import { limitsView, minutesField, minutesOf, targetOf } from './protection-limits.ts';
import {
  insertLimitChange,
  insertRestriction,
  limitsOf,
  lockLimit,
  restrictionsInForce,
  saveLimit,
  type Contact,
} from './protection.repository.ts';
import { EXCLUSION_MONTHS, TIMEOUT_DAYS, type LimitsView } from './protection.schemas.ts';

/** A raise or a removal waits this long before the member may confirm it (API.md). */
export const COOLING_OFF_MS = 24 * 3_600_000;
/** A stricter limit: a lower amount, or any limit where there was none. */
const stricter = (next: bigint | null, current: bigint | null) =>
  next !== null && (current === null || next <= current);

/**
 * Responsible gambling (API.md): the member's limits, time-outs and self-exclusions, and the
 * checks other modules make before money moves (`assertMayPlay`, `assertMayDeposit`,
 * `assertMaySignUp`).
 */
export class ProtectionService {
  /**
   * The clock of every rule here (cooling-off, restrictions' ends, limits' periods). Production
   * leaves it alone; tests replace it to pass the 24-hour cooling-off without waiting.
   */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly deps: {
      audit: AuditService;
      members: Pick<MemberService, 'checkPassword'>;
      sessions: Pick<MemberSessions, 'endOthers' | 'secondsLoggedInSince' | 'capLive'>;
    },
  ) {}

  /**
   * An operator's read of a member's limits and restrictions: what the member themself sees, typed
   * as the contract's MemberLimits the console reads, so tsc holds this view to it.
   */
  async ofMember(memberId: number, sites: Pick<SiteService, 'all'>): Promise<MemberLimits> {
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    const site = isSiteCode(member.siteCode) ? (await sites.all()).get(member.siteCode) : undefined;
    if (!site) throw new Error(`member ${memberId} is of an unknown site ${member.siteCode}`);
    return this.view(site, member);
  }

  /** The member's limits, the changes waiting, and a time-out or self-exclusion in force. */
  async limits(site: Site, who: Pick<MemberIdentity, 'id'>): Promise<LimitsView> {
    const member = await memberById(this.db, who.id);
    if (!member) throw new SessionError();
    return this.view(site, member);
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

  private async view(site: Site, member: Contact & { id: number }): Promise<LimitsView> {
    const now = this.now();
    const [rows, restrictions] = await Promise.all([
      limitsOf(this.db, member.id),
      restrictionsInForce(this.db, member.id, member, now),
    ]);
    return limitsView(rows, restrictions, site.brand.currency, now);
  }

  /** A lower limit applies at once; a higher one or a removal waits (API.md). */
  async setLimit(
    site: Site,
    who: MemberIdentity,
    input: { kind?: unknown; period?: unknown; amount?: unknown },
    meta: RequestMeta,
  ): Promise<LimitsView> {
    const target = targetOf(input);
    const isMoney = target.period !== '-';
    const next =
      input.amount === null
        ? null
        : isMoney
          ? amountField('amount', input.amount, site.brand.currency)
          : minutesField(input.amount);
    const now = this.now();
    // Read before the transaction: the embedded database has one connection, which it holds.
    const sessionEnds =
      target.kind === 'session' && next !== null ? await this.sessionEnd(who.id, next, now) : null;
    await this.db.transaction(async (tx) => {
      const row = await lockLimit(tx, who.id, target.kind, target.period);
      const current = row?.amount ?? null;
      const base = { memberId: who.id, ...target };
      if (stricter(next, current)) {
        await saveLimit(
          tx,
          { ...base, amount: next, pendingAmount: null, pendingAt: null, effectiveAt: null },
          now,
        );
        await insertLimitChange(tx, {
          ...base,
          action: 'lowered',
          fromAmount: current,
          toAmount: next,
          effectiveAt: now,
        });
      } else if (current === null) {
        // No limit, and none asked for: nothing to change, but a waiting raise is withdrawn.
        if (row?.pendingAt) {
          await saveLimit(
            tx,
            { ...base, amount: null, pendingAmount: null, pendingAt: null, effectiveAt: null },
            now,
          );
        }
        return;
      } else {
        const effectiveAt = new Date(now.getTime() + COOLING_OFF_MS);
        await saveLimit(
          tx,
          { ...base, amount: current, pendingAmount: next, pendingAt: now, effectiveAt },
          now,
        );
        await insertLimitChange(tx, {
          ...base,
          action: 'requested',
          fromAmount: current,
          toAmount: next,
          effectiveAt,
        });
      }
      // A session-time limit that applies at once also ends today's sessions where it runs out.
      if (sessionEnds && stricter(next, current)) {
        await this.deps.sessions.capLive(tx, who.id, sessionEnds);
      }
      await this.audit(site, who, 'protection.limit.set', { ...target, amount: next }, meta, tx);
    });
    return this.limits(site, who);
  }

  /** The member confirms a raise or removal whose cooling-off has passed. */
  async confirm(
    site: Site,
    who: MemberIdentity,
    input: { kind?: unknown; period?: unknown },
    meta: RequestMeta,
  ): Promise<LimitsView> {
    const target = targetOf(input);
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const row = await lockLimit(tx, who.id, target.kind, target.period);
      if (!row?.pendingAt || !row.effectiveAt || row.effectiveAt.getTime() > now.getTime()) {
        throw new DomainError('LIMIT_NOT_CONFIRMABLE');
      }
      const base = { memberId: who.id, ...target };
      await saveLimit(
        tx,
        {
          ...base,
          amount: row.pendingAmount,
          pendingAmount: null,
          pendingAt: null,
          effectiveAt: null,
        },
        now,
      );
      await insertLimitChange(tx, {
        ...base,
        action: 'confirmed',
        fromAmount: row.amount,
        toAmount: row.pendingAmount,
        effectiveAt: now,
      });
      const after = { ...target, amount: row.pendingAmount };
      await this.audit(site, who, 'protection.limit.confirm', after, meta, tx);
    });
    return this.limits(site, who);
  }

  async timeout(
    site: Site,
    who: MemberIdentity,
    input: { days?: unknown },
    meta: RequestMeta,
  ): Promise<{ until: string | null }> {
    const days = Number(input.days);
    if (!(TIMEOUT_DAYS as readonly number[]).includes(days) || String(input.days).trim() === '') {
      throw DomainError.validation({ days: 'invalid_value' });
    }
    const now = this.now();
    return this.restrict(site, who, 'timeout', new Date(now.getTime() + days * 86_400_000), meta);
  }

  async exclude(
    site: Site,
    who: MemberIdentity,
    input: { months?: unknown; password?: string },
    meta: RequestMeta,
  ): Promise<{ until: string | null }> {
    const months = Number(input.months);
    if (
      !(EXCLUSION_MONTHS as readonly number[]).includes(months) ||
      String(input.months).trim() === ''
    ) {
      throw DomainError.validation({ months: 'invalid_value' });
    }
    await this.deps.members.checkPassword(who, input.password, meta);
    const until = months === 0 ? null : addMonths(this.now(), months);
    return this.restrict(site, who, 'exclusion', until, meta);
  }

  /**
   * Records a time-out or self-exclusion and ends every session of the person's members on every
   * brand. One that would end no later than one in force (it cannot be shortened) is refused.
   */
  private async restrict(
    site: Site,
    who: MemberIdentity,
    kind: 'timeout' | 'exclusion',
    until: Date | null,
    meta: RequestMeta,
  ): Promise<{ until: string | null }> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const member = await memberById(tx, who.id);
      if (!member) throw new SessionError();
      const [longest] = (await restrictionsInForce(tx, who.id, member, now)).sort(
        (a, b) => (b.until?.getTime() ?? Infinity) - (a.until?.getTime() ?? Infinity),
      );
      if (longest && (longest.until === null || (until !== null && longest.until >= until))) {
        throw new DomainError('RESTRICTION_NOT_SHORTER');
      }
      const contact = { areaCode: member.areaCode, phone: member.phone, email: member.email };
      await insertRestriction(
        tx,
        { memberId: who.id, siteCode: site.code, kind, until, ...contact },
        now,
      );
      for (const id of await samePersonIds(tx, who.id)) {
        await this.deps.sessions.endOthers(tx, id, undefined, `protection-${kind}`);
      }
      const after = { kind, until: until?.toISOString() ?? null };
      await this.audit(site, who, `protection.${kind}`, after, meta, tx);
    });
    return { until: until?.toISOString() ?? null };
  }

  private audit(
    site: Site,
    who: MemberIdentity,
    action: string,
    after: Record<string, unknown>,
    meta: RequestMeta,
    tx: DbOrTx,
  ) {
    const shown = Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
    );
    return this.deps.audit.record(
      {
        actor: memberActor(who),
        siteCode: site.code,
        action,
        target: { kind: 'member', id: who.id },
        after: shown,
        ip: meta.ip,
        requestId: meta.requestId,
      },
      tx,
    );
  }

  // ---- What other modules ask before money moves --------------------------------------------

  /** TIMED_OUT or SELF_EXCLUDED while one covers the member (on any brand); else nothing. */
  async assertMayPlay(memberId: number, db: DbOrTx = this.db): Promise<void> {
    const member = await memberById(db, memberId);
    if (!member) throw new SessionError();
    refuseRestricted(await restrictionsInForce(db, memberId, member, this.now()));
  }

  /**
   * Refuses a deposit order of `amount` when the member is restricted, or when it would take the
   * period's orders above a deposit limit (LIMIT_REACHED, naming the limit and when it resets).
   * `depositedSince` is the deposits module's count of the member's orders since an instant.
   */
  async assertMayDeposit(
    tx: DbOrTx,
    memberId: number,
    amount: bigint,
    currency: CurrencyCode,
    lang: Lang,
    depositedSince: (from: Date) => Promise<bigint>,
  ): Promise<void> {
    await this.assertMayPlay(memberId, tx);
    const now = this.now();
    const rows = (await limitsOf(tx, memberId)).filter(
      (r) => r.kind === 'deposit' && r.amount !== null,
    );
    for (const period of MONEY_PERIODS) {
      const limit = rows.find((r) => r.period === period)?.amount;
      if (limit === undefined || limit === null) continue;
      const { start, end } = periodOf(period, now);
      const used = await depositedSince(start);
      if (used + amount > limit)
        throw limitReached('deposit', period, limit, used, end, currency, lang);
    }
  }

  /**
   * The member's wager and loss limits in force, each with the start of its Beijing period: what
   * the sportsbook's `sportsbook_place` checks the bet against under the member's row lock
   * (docs/decisions/limits.md). Wager limits first, each kind by day, week, month.
   */
  async betLimits(memberId: number, db: DbOrTx = this.db): Promise<BetLimit[]> {
    const now = this.now();
    const rows = await limitsOf(db, memberId);
    const found: BetLimit[] = [];
    for (const kind of ['wager', 'loss'] as const) {
      for (const period of MONEY_PERIODS) {
        const amount = rows.find((r) => r.kind === kind && r.period === period)?.amount;
        if (amount === undefined || amount === null) continue;
        found.push({ kind, period, amount, from: periodOf(period, now).start });
      }
    }
    return found;
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
  private async sessionEnd(memberId: number, minutes: bigint | number, now: Date): Promise<Date> {
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
export type BetLimit = { kind: 'wager' | 'loss'; period: MoneyPeriod; amount: bigint; from: Date };
