import {
  AGENT_LINE_MAX,
  toWireAmount,
  type AdminAgentLine,
  type AgentDownlinePage,
  type AgentEstimate,
  type AgentSummary,
  type CurrencyCode,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { memberPeriod } from './agent-period.ts';
import {
  commissionFor,
  DEFAULT_DEPTH,
  maskAccount,
  schemeView,
  type Scheme,
} from './agent-scheme.ts';
import {
  depthBelow,
  directCount,
  downlineTotals,
  inviterChain,
  findScheme,
  listChildren,
  paidCommissions,
  type DownlineTotals,
  type SchemeRow,
} from './agent.repository.ts';

/** How many paid commissions the summary lists (two years of months). */
const PAID_LISTED = 24;

/** The register page takes the code from `invite_code` (apps/web routes/register.tsx). */
export const invitePath = (code: string) => `/register?invite_code=${encodeURIComponent(code)}`;

export const schemeOf = (row: SchemeRow | null): Scheme | null =>
  row && { basis: row.basis, tiers: row.tiers, depth: row.depth, enabled: row.enabled };

const NO_TOTALS: Omit<DownlineTotals, 'agentId' | 'agentDisabled'> = {
  members: 0,
  direct: 0,
  signUps: 0,
  firstDeposits: 0,
  deposits: 0n,
  turnover: 0n,
  netLoss: 0n,
  bonuses: 0n,
  active: 0,
};

export type DownlineQuery = {
  parentId?: number | undefined;
  period?: string | undefined;
  page: number;
  size: number;
};

/**
 * The agent page of a member: the invite link, the downline within the scheme's depth, its
 * figures for a month and the commission they would earn. Every read starts from the session's
 * member; another member's subtree, or one beyond the depth, is NOT_FOUND.
 */
export class AgentService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async summary(site: Site, who: MemberIdentity, periodInput?: string): Promise<AgentSummary> {
    const period = memberPeriod(periodInput, this.now());
    const currency = site.brand.currency;
    const [member, scheme] = await Promise.all([
      memberById(this.db, who.id),
      findScheme(this.db, site.code).then(schemeOf),
    ]);
    if (!member) throw new DomainError('NOT_FOUND');
    const depth = scheme?.depth ?? DEFAULT_DEPTH;
    const [[totals], paid] = await Promise.all([
      downlineTotals(this.db, {
        siteCode: site.code,
        currency,
        depth,
        from: period.from,
        to: period.to,
        agentId: who.id,
      }),
      paidCommissions(this.db, who.id, PAID_LISTED),
    ]);
    const t = totals ?? NO_TOTALS;
    const money = (minor: bigint) => toWireAmount(minor, currency);
    return {
      inviteCode: member.inviteCode,
      invitePath: invitePath(member.inviteCode),
      memberSince: member.createdAt.toISOString(),
      period: period.month,
      periodStart: period.from.toISOString(),
      periodEnd: period.to.toISOString(),
      closed: period.closed,
      currency,
      team: { direct: t.direct, indirect: t.members - t.direct, depth },
      stats: {
        signUps: t.signUps,
        firstDeposits: t.firstDeposits,
        deposits: money(t.deposits),
        validTurnover: money(t.turnover),
        netWinLoss: money(t.netLoss),
        bonuses: money(t.bonuses),
        activeMembers: t.active,
      },
      scheme: scheme && schemeView(scheme, currency),
      estimate: scheme?.enabled ? estimate(scheme, t, currency) : null,
      paid: {
        total: money(paid.total),
        list: paid.list.map((c) => ({
          id: c.id,
          period: c.period,
          amount: money(c.amount),
          basis: money(c.basis),
          rate: c.rate,
          createdAt: c.createdAt.toISOString(),
        })),
      },
    };
  }

  /** The invitees of the member or of someone in their downline, a page at a time. */
  async downline(site: Site, who: MemberIdentity, q: DownlineQuery): Promise<AgentDownlinePage> {
    const period = memberPeriod(q.period, this.now());
    const currency = site.brand.currency;
    const depth = (await findScheme(this.db, site.code))?.depth ?? DEFAULT_DEPTH;
    const parentId = q.parentId ?? who.id;
    // A node's invitees sit one level below it, so only nodes above the last level open.
    const parentDepth =
      parentId === who.id ? 0 : await depthBelow(this.db, site.code, who.id, parentId, depth - 1);
    if (parentDepth === null) throw new DomainError('NOT_FOUND');
    const { rows, total } = await listChildren(
      this.db,
      { siteCode: site.code, currency, parentId, from: period.from, to: period.to },
      q.size,
      (q.page - 1) * q.size,
    );
    const childDepth = parentDepth + 1;
    return {
      parentId,
      parentDepth,
      period: period.month,
      list: rows.map((r) => ({
        id: r.id,
        account: maskAccount(r.account),
        registeredAt: r.createdAt.toISOString(),
        depth: childDepth,
        directCount: r.directCount,
        expandable: r.directCount > 0 && childDepth < depth,
        deposits: toWireAmount(r.deposits, currency),
        validTurnover: toWireAmount(r.turnover, currency),
      })),
      total,
      page: q.page,
      size: q.size,
    };
  }

  /** The member's agent line for operators: their inviters upward and how many they invited. */
  async line(memberId: number): Promise<AdminAgentLine> {
    if (!(await memberById(this.db, memberId))) throw new DomainError('NOT_FOUND');
    const [chain, direct] = await Promise.all([
      inviterChain(this.db, memberId, AGENT_LINE_MAX),
      directCount(this.db, memberId),
    ]);
    return {
      upline: chain.slice(0, AGENT_LINE_MAX),
      more: chain.length > AGENT_LINE_MAX,
      direct,
    };
  }
}

function estimate(scheme: Scheme, t: typeof NO_TOTALS, currency: CurrencyCode): AgentEstimate {
  const result = commissionFor(scheme, t);
  return {
    basis: toWireAmount(result.basis, currency),
    tier: result.tier,
    rate: result.rate,
    commission: toWireAmount(result.amount, currency),
  };
}
