import { isSiteCode, type MemberLimits } from '@kirin/contract';
import type { DbOrTx } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { amountField } from '../../../lib/money.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { memberById, samePersonIds } from '../members/member-directory.ts';
import type { MemberIdentity } from '../members/member-sessions.ts';
import { memberActor } from '../members/member.service.ts';
import { ProtectionChecks } from './protection-checks.ts';
import { limitsInForce, limitsView, minutesField, targetOf } from './protection-limits.ts';
import { addMonths } from './protection-periods.ts';
import {
  insertLimitChange,
  insertRestriction,
  limitsOf,
  lockLimit,
  restrictionsInForce,
  saveLimit,
  type Contact,
} from './protection.repository.ts';
import {
  EXCLUSION_MONTHS,
  MONEY_KINDS,
  TIMEOUT_DAYS,
  type LimitsView,
} from './protection.schemas.ts';

export type { BetLimit, LimitUsage } from './protection-checks.ts';

/** A raise or a removal waits this long before the member may confirm it (API.md). */
export const COOLING_OFF_MS = 24 * 3_600_000;
/** A stricter limit: a lower amount, or any limit where there was none. */
const stricter = (next: bigint | null, current: bigint | null) =>
  next !== null && (current === null || next <= current);

/**
 * Responsible gambling (API.md): the member's limits, time-outs and self-exclusions; the checks
 * other modules make before money moves are its base's (protection-checks.ts).
 */
export class ProtectionService extends ProtectionChecks {
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

  private async view(site: Site, member: Contact & { id: number }): Promise<LimitsView> {
    const now = this.now();
    const [rows, restrictions] = await Promise.all([
      limitsOf(this.db, member.id),
      restrictionsInForce(this.db, member.id, member, now),
    ]);
    const limits = limitsInForce(rows, MONEY_KINDS, now);
    const sums = await this.sumsOf(this.db, member.id, limits);
    const used = limits.map((limit, i) => ({ limit, sum: sums[i] ?? 0n }));
    return limitsView(rows, used, restrictions, site.brand.currency, now);
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
}
