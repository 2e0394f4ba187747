import {
  isSiteCode,
  toWireAmount,
  type AgentSchemeView,
  type AgentSettlementView,
} from '@kirin/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { operatorActor, type OperatorIdentity } from '../../platform/admin/operator.service.ts';
import type { Actor, AuditService } from '../../platform/audit/audit.service.ts';
import type { RewardCredit } from '../redemptions/redemption-credit.ts';
import type { Site, SiteService } from '../../platform/site/site.service.ts';
import { currencyOf } from '../../../lib/money.ts';
import { closedMonth, lastMonth } from './agent-period.ts';
import {
  commissionFor,
  parseScheme,
  schemeView,
  type Scheme,
  type SchemeInput,
} from './agent-scheme.ts';
import { schemeOf } from './agent.service.ts';
import {
  claimSettlement,
  downlineTotals,
  findScheme,
  findSettlement,
  finishSettlement,
  insertSchemeIfMissing,
  listSettlements,
  saveScheme,
  type SettlementRow,
} from './agent.repository.ts';

type Meta = { ip?: string | undefined; requestId?: string | undefined };
type Runner = { actor: Actor; operatorId: number | null };

const JOB: Runner = { actor: { kind: 'system', name: 'agent-settlement' }, operatorId: null };

function settlementView(
  row: SettlementRow,
  currency: string,
  created: boolean,
): AgentSettlementView {
  return {
    id: row.id,
    siteCode: row.siteCode,
    period: row.period,
    agents: row.agents,
    total: toWireAmount(row.total, currencyOf(currency)),
    currency,
    runBy: row.runBy,
    createdAt: row.createdAt.toISOString(),
    created,
  };
}

/**
 * The operator's side of agent commission: the scheme of each site, and settling a closed month.
 * A settlement pays every agent of the site through RewardCredit in one transaction and records
 * one agent_settlements row; the row (unique per site and month) and the redemptions (unique per
 * member, kind and month) each make a repeated run pay nothing more.
 */
export class AgentSettlementService {
  constructor(
    private readonly db: Db,
    private readonly deps: { rewards: RewardCredit; audit: AuditService; sites: SiteService },
    private readonly now: () => Date = () => new Date(),
  ) {}

  async scheme(requestSite: Site, siteInput?: string): Promise<AgentSchemeView | null> {
    const site = await this.deps.sites.named(siteInput, requestSite);
    const scheme = schemeOf(await findScheme(this.db, site.code));
    return scheme && schemeView(scheme, site.brand.currency);
  }

  async saveScheme(
    operator: OperatorIdentity,
    requestSite: Site,
    input: SchemeInput & { site?: string | undefined },
    meta: Meta,
  ): Promise<AgentSchemeView> {
    const site = await this.deps.sites.named(input.site, requestSite);
    const currency = site.brand.currency;
    const scheme = parseScheme(input, currency);
    return this.db.transaction(async (tx) => {
      const before = schemeOf(await findScheme(tx, site.code));
      const saved = schemeOf(
        await saveScheme(tx, { siteCode: site.code, ...scheme, updatedBy: operator.id }),
      )!;
      const after = schemeView(saved, currency);
      await this.deps.audit.record(
        {
          actor: operatorActor(operator),
          siteCode: site.code,
          action: 'agent.scheme.update',
          target: { kind: 'agent_scheme', id: site.code },
          before: before && schemeView(before, currency),
          after,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return after;
    });
  }

  /** The demo seed: a scheme for a site that has none. */
  async seedScheme(siteCode: string, scheme: Scheme): Promise<void> {
    await insertSchemeIfMissing(this.db, { siteCode, ...scheme });
  }

  /** An operator settles a closed month of a site (audited). */
  async settleByOperator(
    operator: OperatorIdentity,
    requestSite: Site,
    input: { site?: string | undefined; period?: unknown },
    meta: Meta,
  ): Promise<AgentSettlementView> {
    const site = await this.deps.sites.named(input.site, requestSite);
    return this.settle(
      { actor: operatorActor(operator), operatorId: operator.id },
      site,
      input.period,
      meta,
    );
  }

  async list(filter: { siteCode?: string | undefined }, page: number, size: number) {
    const sites = await this.deps.sites.all();
    const { rows, total } = await listSettlements(this.db, filter, {
      offset: (page - 1) * size,
      limit: size,
    });
    return {
      list: rows.map((row) => {
        const site = isSiteCode(row.siteCode) ? sites.get(row.siteCode) : undefined;
        return settlementView(row, site?.brand.currency ?? 'CNY', true);
      }),
      total,
      page,
      size,
    };
  }

  /**
   * The job: settles last month for every site with a scheme switched on, unless it has been.
   * Safe on many nodes at once: the settlement row is claimed in the paying transaction.
   */
  async settleLastMonth(log: FastifyBaseLogger): Promise<void> {
    const period = lastMonth(this.now());
    for (const site of (await this.deps.sites.all()).values()) {
      try {
        const scheme = await findScheme(this.db, site.code);
        if (!scheme?.enabled || (await findSettlement(this.db, site.code, period))) continue;
        const done = await this.settle(JOB, site, period, {});
        // Only the node whose run claimed the month says so (the cluster proof counts them).
        if (done.created) {
          log.info({ site: site.code, period, agents: done.agents }, 'agent commission settled');
        }
      } catch (error) {
        log.warn({ err: error, site: site.code, period }, 'agent settlement failed');
      }
    }
  }

  private async settle(
    runner: Runner,
    site: Site,
    periodInput: unknown,
    meta: Meta,
  ): Promise<AgentSettlementView> {
    const period = closedMonth(periodInput, this.now());
    const scheme = schemeOf(await findScheme(this.db, site.code));
    if (!scheme?.enabled) throw new DomainError('AGENT_SCHEME_MISSING');
    const currency = site.brand.currency;
    return this.db.transaction(async (tx) => {
      const claimed = await claimSettlement(tx, {
        siteCode: site.code,
        period: period.month,
        runBy: runner.operatorId,
      });
      let view: AgentSettlementView;
      if (claimed) {
        const totals = await downlineTotals(tx, {
          siteCode: site.code,
          currency,
          depth: scheme.depth,
          from: period.from,
          to: period.to,
        });
        let agents = 0;
        let total = 0n;
        for (const t of totals) {
          // A disabled account cannot use the money; its commission is not paid.
          if (t.agentDisabled) continue;
          const result = commissionFor(scheme, t);
          if (result.amount <= 0n) continue;
          const credited = await this.deps.rewards.credit(tx, {
            siteCode: site.code,
            memberId: t.agentId,
            kind: 'commission',
            period: period.month,
            currency,
            amount: result.amount,
            basis: result.basis,
            rate: result.rate,
            turnoverMultiple: '0',
            detail: {
              basis: scheme.basis,
              tier: result.tier,
              activeMembers: t.active,
              members: t.members,
              depth: scheme.depth,
              netLoss: t.netLoss.toString(),
              bonuses: t.bonuses.toString(),
              turnover: t.turnover.toString(),
            },
          });
          if (credited.created) {
            agents += 1;
            total += result.amount;
          }
        }
        view = settlementView(
          await finishSettlement(tx, claimed.id, { agents, total }),
          currency,
          true,
        );
      } else {
        const existing = await findSettlement(tx, site.code, period.month);
        view = settlementView(existing!, currency, false);
      }
      await this.deps.audit.record(
        {
          actor: runner.actor,
          siteCode: site.code,
          action: 'agent.settle',
          target: { kind: 'agent_settlement', id: view.id },
          after: view,
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return view;
    });
  }
}
