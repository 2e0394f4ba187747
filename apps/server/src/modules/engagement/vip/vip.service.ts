import {
  isSiteCode,
  toWireAmount,
  VIP_LEVEL_MAX,
  type AdminMemberVip,
  type AdminVipLevel,
  type CurrencyCode,
  type Lang,
  type MemberBirthday,
  type MemberVip,
  type VipEvaluation,
  type VipLadder,
  type VipPrivileges,
} from '@kirin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import {
  memberByAccount,
  memberById,
  lockMemberRow,
} from '../../accounts/members/member-directory.ts';
import { memberActor } from '../../accounts/members/member.service.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { withdrawLimitsFor } from '../../../lib/finance-policy.ts';
import { ageOn, beijingCalendar, parseDate } from './vip-dates.ts';
import type { VipEvaluator } from './vip-evaluation.ts';
import { ladderRows, type LevelInput } from './vip-ladder-input.ts';
import { seedVipLadder } from './vip-seed.ts';
import { changeLevel } from './vip-level-change.ts';
import {
  adminLevelView,
  levelName,
  levelView,
  privilegesOf,
  progress,
  rowAbove,
  rowAt,
} from './vip-ladder.ts';
import {
  deleteLevelsAbove,
  findBirthday,
  insertBirthday,
  ladderOf,
  lockLadder,
  upsertLevel,
  type VipLevelRow,
} from './vip.repository.ts';
import { creditedDepositTotal } from '../../finance/deposits/deposit-totals.ts';
import { settledTurnover } from '../../play/sportsbook/bet-totals.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };

const ADULT_AGE = 18;
const OLDEST_BIRTH_YEAR = 1900;
const NOTE_MAX = 200;
const LADDER_CACHE_MS = 10_000;

/** A level's privileges on a site without a ladder: the static withdrawal limits, no bonuses. */
function fallbackPrivileges(level: number, currency: CurrencyCode): VipPrivileges {
  const limits = withdrawLimitsFor(level, currency);
  const zero = toWireAmount(0n, currency);
  return {
    dailyWithdrawCount: limits.countPerDay,
    dailyWithdrawLimit: toWireAmount(limits.perDay, currency),
    rebateRate: '0',
    upgradeBonus: zero,
    birthdayBonus: zero,
    bonusTurnoverMultiple: '0',
  };
}

/**
 * The VIP ladder of each site: what members see of it and of their standing, their birthday,
 * and what operators do with it (edit the ladder, set a member's level, run the evaluation).
 */
export class VipService {
  constructor(
    private readonly db: Db,
    private readonly deps: { evaluator: VipEvaluator; audit: AuditService; sites: SiteService },
    private readonly now: () => Date = () => new Date(),
  ) {}

  // Whether a site has a ladder at all, kept briefly for the check after each deposit: it changes
  // only when an operator edits it (this node forgets it at once; others within LADDER_CACHE_MS),
  // and a promotion missed meanwhile is caught by the next periodic evaluation.
  private readonly ladders = new Map<string, { rows: VipLevelRow[]; at: number }>();

  private async cachedLadder(siteCode: string): Promise<VipLevelRow[]> {
    const known = this.ladders.get(siteCode);
    if (known && Date.now() - known.at < LADDER_CACHE_MS) return known.rows;
    const rows = await ladderOf(this.db, siteCode);
    this.ladders.set(siteCode, { rows, at: Date.now() });
    return rows;
  }

  /** `GET /member/vips/list`. */
  async ladder(site: Site, lang: Lang): Promise<VipLadder> {
    const currency = site.brand.currency;
    const rows = await ladderOf(this.db, site.code);
    return { currency, list: rows.map((row) => levelView(row, currency, lang)) };
  }

  /** `GET /member/vips`. */
  async mine(site: Site, who: MemberIdentity, lang: Lang): Promise<MemberVip> {
    const member = await memberById(this.db, who.id);
    if (!member) throw new SessionError();
    return (await this.standing(site, member, lang)).vip;
  }

  /** A member's standing for operators (their page in the console), with the ladder's levels. */
  async memberStanding(memberId: number, lang: Lang): Promise<AdminMemberVip> {
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    const { vip, ladder } = await this.standing(await this.siteOfMember(member), member, lang);
    const levels = ladder.length
      ? ladder.map((row) => ({ level: row.level, name: levelName(row, row.level, lang) }))
      : [{ level: 0, name: levelName(undefined, 0, lang) }];
    return { ...vip, siteCode: member.siteCode, levels };
  }

  private async siteOfMember(member: { id: number; siteCode: string }): Promise<Site> {
    const site = isSiteCode(member.siteCode)
      ? (await this.deps.sites.all()).get(member.siteCode)
      : undefined;
    if (!site) throw new Error(`member ${member.id} is of an unknown site ${member.siteCode}`);
    return site;
  }

  private async standing(site: Site, member: { id: number; vipLevel: number }, lang: Lang) {
    const currency = site.brand.currency;
    const [ladder, deposits, turnover, birthDate] = await Promise.all([
      ladderOf(this.db, site.code),
      creditedDepositTotal(this.db, member.id, currency),
      settledTurnover(this.db, member.id, currency),
      findBirthday(this.db, member.id),
    ]);
    const level = member.vipLevel;
    const row = rowAt(ladder, level);
    const above = rowAbove(ladder, level);
    const vip: MemberVip = {
      currency,
      level,
      name: levelName(row, level, lang),
      deposits: toWireAmount(deposits, currency),
      turnover: toWireAmount(turnover, currency),
      next: above
        ? {
            level: above.level,
            name: levelName(above, above.level, lang),
            deposits: progress(deposits, above.minDeposits, currency),
            turnover: progress(turnover, above.minTurnover, currency),
          }
        : null,
      privileges: row ? privilegesOf(row, currency) : fallbackPrivileges(level, currency),
      birthDate,
    };
    return { vip, ladder };
  }

  /** The privileges row of the member's level, for the rewards module; undefined without a ladder. */
  async levelRow(siteCode: string, level: number): Promise<VipLevelRow | undefined> {
    return rowAt(await ladderOf(this.db, siteCode), level);
  }

  async ladderRows(siteCode: string): Promise<VipLevelRow[]> {
    return ladderOf(this.db, siteCode);
  }

  birthday(memberId: number): Promise<string | null> {
    return findBirthday(this.db, memberId);
  }

  /** `POST /member/birthday`: a real date, 18 or older today (Beijing), set once. */
  async setBirthday(
    site: Site,
    who: MemberIdentity,
    input: string | undefined,
    meta: Meta,
  ): Promise<MemberBirthday> {
    const text = (input ?? '').trim();
    if (text === '') throw DomainError.validation({ birthDate: 'required' });
    const birth = parseDate(text);
    if (!birth) throw DomainError.validation({ birthDate: 'invalid_format' });
    const today = beijingCalendar(this.now());
    if (birth.year < OLDEST_BIRTH_YEAR || ageOn(birth, today) < 0)
      throw DomainError.validation({ birthDate: 'invalid_value' });
    if (ageOn(birth, today) < ADULT_AGE) throw new DomainError('BIRTHDAY_UNDERAGE');
    await this.db.transaction(async (tx) => {
      if (!(await insertBirthday(tx, who.id, text))) throw new DomainError('BIRTHDAY_ALREADY_SET');
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: site.code,
          action: 'member.birthday',
          target: { kind: 'member', id: who.id },
          after: { birthDate: text },
          ...meta,
        },
        tx,
      );
    });
    return { birthDate: text };
  }

  /** Promotes the member if their records allow and pays missing upgrade bonuses. */
  async evaluateMember(siteCode: string, memberId: number, currency: string) {
    return this.deps.evaluator.one(siteCode, memberId, currency);
  }

  /**
   * After a deposit is credited: the member may have reached a level. Never fails the caller (the
   * deposit is already committed); the periodic evaluation catches up on any failure.
   */
  async afterDeposit(order: { siteCode: string; memberId: number; currency: string }) {
    try {
      // A site without a ladder (no VIP) costs nothing more. The evaluation itself reads the
      // ladder again under the member's lock: a bonus is never paid from a remembered one.
      if ((await this.cachedLadder(order.siteCode)).length === 0) return;
      await this.evaluateMember(order.siteCode, order.memberId, order.currency);
    } catch {
      // left to the next periodic run
    }
  }

  /** Every site that has a ladder (or only `siteCode`). */
  async evaluate(siteCode?: string, log?: FastifyBaseLogger): Promise<VipEvaluation> {
    const sites = new Map<string, string>();
    for (const site of (await this.deps.sites.all()).values()) {
      if (siteCode === undefined || site.code === siteCode)
        sites.set(site.code, site.brand.currency);
    }
    return this.deps.evaluator.sites(sites, log);
  }

  /** Demo data: the site's ladder, levels 0 to 6 (idempotent). */
  async seedDemo(site: Site): Promise<number> {
    const seeded = await seedVipLadder(this.db, site.code, site.brand.currency);
    this.ladders.delete(site.code);
    return seeded;
  }

  // Operators.

  async adminLadder(requestSite: Site, code: string | undefined) {
    const site = await this.deps.sites.named(code, requestSite);
    const currency = site.brand.currency;
    const rows = await ladderOf(this.db, site.code);
    return { site: site.code, currency, list: rows.map((r) => adminLevelView(r, currency)) };
  }

  /** Replaces the site's whole ladder (levels above the new top are removed), audited. */
  async replaceLadder(
    operator: OperatorIdentity,
    requestSite: Site,
    input: { site?: string | undefined; levels: LevelInput[] },
    meta: Meta,
  ) {
    const site = await this.deps.sites.named(input.site, requestSite);
    const currency = site.brand.currency;
    const rows = ladderRows(site.code, input.levels, currency, operator.id);
    const saved = await this.db.transaction(async (tx) => {
      const before = (await lockLadder(tx, site.code)).map((r) => adminLevelView(r, currency));
      const after: AdminVipLevel[] = [];
      for (const row of rows) after.push(adminLevelView(await upsertLevel(tx, row), currency));
      await deleteLevelsAbove(tx, site.code, rows.length - 1);
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: site.code,
          action: 'vip.ladder.update',
          target: { kind: 'vip-ladder', id: site.code },
          before,
          after,
          ...meta,
        },
        tx,
      );
      return after;
    });
    this.ladders.delete(site.code);
    return { site: site.code, currency, list: saved };
  }

  /** Sets a member's level by hand (up or down), audited and appended as cause 'operator'. */
  async setLevel(
    operator: OperatorIdentity,
    requestSite: Site,
    input: { site?: string | undefined; account: string; level: number; note?: string | undefined },
    meta: Meta,
  ) {
    const site = await this.deps.sites.named(input.site, requestSite);
    await this.checkLevel(site, input.level, input.note);
    const found = await memberByAccount(this.db, site.code, input.account.trim());
    if (!found) throw new DomainError('NOT_FOUND');
    return this.changeByOperator(operator, site, found.id, input.level, input.note, meta);
  }

  /** `setLevel` by the member's id (their page in the console). */
  async setMemberLevel(
    operator: OperatorIdentity,
    memberId: number,
    input: { level: number; note?: string | undefined },
    meta: Meta,
  ) {
    const found = await memberById(this.db, memberId);
    if (!found) throw new DomainError('NOT_FOUND');
    const site = await this.siteOfMember(found);
    await this.checkLevel(site, input.level, input.note);
    return this.changeByOperator(operator, site, found.id, input.level, input.note, meta);
  }

  private async checkLevel(site: Site, level: number, note: string | undefined) {
    if ((note ?? '').trim().length > NOTE_MAX) throw DomainError.validation({ note: 'too_long' });
    const ladder = await ladderOf(this.db, site.code);
    const top = ladder.at(-1)?.level ?? VIP_LEVEL_MAX;
    if (!Number.isInteger(level) || level < 0 || level > top)
      throw DomainError.validation({ level: 'invalid_value' });
  }

  private async changeByOperator(
    operator: OperatorIdentity,
    site: Site,
    memberId: number,
    level: number,
    noteInput: string | undefined,
    meta: Meta,
  ) {
    const note = (noteInput ?? '').trim();
    return this.db.transaction(async (tx) => {
      const member = await lockMemberRow(tx, memberId);
      if (!member) throw new DomainError('NOT_FOUND');
      const from = member.vipLevel;
      if (from !== level) {
        await changeLevel(tx, {
          siteCode: site.code,
          memberId: member.id,
          fromLevel: from,
          toLevel: level,
          cause: 'operator',
          operatorId: operator.id,
          note,
        });
        await this.deps.audit.record(
          {
            actor: operatorActor(operator),
            siteCode: site.code,
            action: 'vip.level.set',
            target: { kind: 'member', id: member.id },
            before: { level: from },
            after: { level, note },
            ...meta,
          },
          tx,
        );
      }
      return { memberId: member.id, account: member.account, from, to: level };
    });
  }

  /** Runs the evaluation now for one site (or all), audited. */
  async evaluateNow(
    operator: OperatorIdentity,
    requestSite: Site,
    code: string | undefined,
    meta: Meta,
  ): Promise<VipEvaluation> {
    const site = code === 'all' ? undefined : await this.deps.sites.named(code, requestSite);
    const result = await this.evaluate(site?.code);
    await this.deps.audit.record({
      actor: operatorActor(operator),
      siteCode: site?.code,
      action: 'vip.evaluate',
      target: { kind: 'vip-ladder', id: site?.code ?? 'all' },
      after: result,
      ...meta,
    });
    return result;
  }
}
