import {
  CURRENCIES,
  oddsText,
  toWireAmount,
  type AdminSportsLimit,
  type CurrencyCode,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { RequestMeta } from '../../../plugins/request-context.ts';
import { memberByAccount, memberById } from '../../accounts/members/member-directory.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { findEvent, lockMarket } from './book.repository.ts';
import {
  eventLiabilities,
  setMarketLimits,
  setStakeFactor,
  stakeFactorOf,
} from './risk.repository.ts';
import { marketHeadView } from './sportsbook-view.ts';

const MAJOR = /^\d{1,12}(\.\d{1,2})?$/;
const FACTOR = /^(0(\.\d{1,2})?|1(\.0{1,2})?)$/;

const wire = (minor: bigint, currency: string) =>
  currency in CURRENCIES ? toWireAmount(minor, currency as CurrencyCode) : minor.toString();

/**
 * The traders' risk controls: what each selection and event would cost the book, the limits of a
 * market (largest stake, liability that stops it), and members whose stakes are limited.
 */
export class RiskService {
  constructor(
    private readonly db: Db,
    private readonly deps: { audit: AuditService; sites: SiteService },
  ) {}

  /**
   * Per selection, per currency: stakes taken and what the book pays if it wins. Per event, per
   * currency: the stakes, and the worst case (each market's costliest selection, added up).
   */
  async eventLiability(id: number) {
    const event = await findEvent(this.db, id);
    if (!event) throw new DomainError('NOT_FOUND');
    const found = await eventLiabilities(this.db, id);
    const totals = new Map<string, { stakes: bigint; worst: Map<number, bigint> }>();
    for (const r of found) {
      const total = totals.get(r.currency) ?? { stakes: 0n, worst: new Map() };
      total.stakes += BigInt(r.stakes);
      const marketId = Number(r.market_id);
      const liability = BigInt(r.liability);
      if (liability > (total.worst.get(marketId) ?? 0n)) total.worst.set(marketId, liability);
      totals.set(r.currency, total);
    }
    return {
      eventId: event.id,
      totals: [...totals].map(([currency, t]) => ({
        currency,
        stakes: wire(t.stakes, currency),
        worstCase: wire(
          [...t.worst.values()].reduce((a, b) => a + b, 0n),
          currency,
        ),
      })),
      markets: event.markets.map((m) => ({
        ...marketHeadView(m),
        selections: m.selections.map((s) => ({
          id: s.id,
          outcome: s.outcome,
          odds: oddsText(s.odds),
          liability: found
            .filter((r) => Number(r.selection_id) === s.id)
            .map((r) => ({
              currency: r.currency,
              stakes: wire(BigInt(r.stakes), r.currency),
              liability: wire(BigInt(r.liability), r.currency),
            })),
        })),
      })),
    };
  }

  async setMarketLimits(
    operator: OperatorIdentity,
    id: number,
    limits: { maxStake?: string | undefined; liabilityLimit?: string | undefined },
    meta: RequestMeta,
  ) {
    for (const [field, value] of Object.entries(limits))
      if (value !== undefined && !MAJOR.test(value))
        throw DomainError.validation({ [field]: 'invalid_format' });
    await this.db.transaction(async (tx) => {
      const market = await lockMarket(tx, id);
      if (!market) throw new DomainError('NOT_FOUND');
      await setMarketLimits(tx, id, limits);
      const before = { maxStake: market.maxStake, liabilityLimit: market.liabilityLimit };
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          action: 'sports.market.limits',
          target: { kind: 'sports_market', id },
          before,
          after: limits,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
    return { id, ...limits };
  }

  /** Limits a member's stakes to `factor` (0 to 1, 2 decimals) of each market's maximum. */
  async limitMember(
    operator: OperatorIdentity,
    requestSite: Site,
    input: { site?: string | undefined; account: string; factor: string },
    meta: RequestMeta,
  ) {
    const site = await this.deps.sites.named(input.site, requestSite);
    if (!FACTOR.test(input.factor)) throw DomainError.validation({ factor: 'invalid_value' });
    const member = await memberByAccount(this.db, site.code, input.account.trim());
    if (!member) throw new DomainError('NOT_FOUND');
    await this.writeFactor(operator, member, input.factor, meta);
    return { account: member.account, site: site.code, factor: input.factor };
  }

  /** The member's stake factor ("1" when they are not limited), for their page in the console. */
  async memberLimit(memberId: number): Promise<AdminSportsLimit> {
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    return { memberId, factor: (await stakeFactorOf(this.db, memberId)) ?? '1' };
  }

  /** `limitMember` by the member's id (their page in the console). */
  async limitMemberById(
    operator: OperatorIdentity,
    memberId: number,
    factor: string,
    meta: RequestMeta,
  ): Promise<AdminSportsLimit> {
    if (!FACTOR.test(factor)) throw DomainError.validation({ factor: 'invalid_value' });
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    await this.writeFactor(operator, member, factor, meta);
    return { memberId, factor };
  }

  private async writeFactor(
    operator: OperatorIdentity,
    member: { id: number; siteCode: string },
    factor: string,
    meta: RequestMeta,
  ) {
    await this.db.transaction(async (tx) => {
      const before = (await stakeFactorOf(tx, member.id)) ?? '1';
      await setStakeFactor(tx, member.id, factor);
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: member.siteCode,
          action: 'sports.member.limit',
          target: { kind: 'member', id: member.id },
          before: { factor: before },
          after: { factor },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }
}
