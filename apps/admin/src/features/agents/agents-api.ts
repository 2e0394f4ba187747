import type {
  AgentApplication,
  AgentBasis,
  AgentSchemeView,
  AgentSettlementView,
  ReferralRule,
} from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AgentApplication, AgentSchemeView, AgentSettlementView };

/** A scheme as the form sends it: amounts and rates as typed (decimal strings). */
export type SchemeDraft = {
  basis: AgentBasis;
  depth: number;
  enabled: boolean;
  tiers: { minActive: number; minAmount: string; rate: string }[];
};

/** A site's scheme; null when it has none. */
export const getScheme = (site: string) =>
  api<AgentSchemeView | null>('/agent/scheme', { query: { site } });

export const saveScheme = (site: string, draft: SchemeDraft) =>
  api<AgentSchemeView>('/agent/scheme', { method: 'PUT', body: { site, ...draft } });

export const listSettlements = (filter: { site?: string }, page: number, size: number) =>
  api<Page<AgentSettlementView>>('/agent/settlements', {
    query: { site: filter.site, page, size },
  });

/**
 * Pays a closed month's commission through the ledger. A site's month is paid once whatever
 * happens: the server claims it in the paying transaction, and a repeat answers the first run
 * with `created: false` (the route reads no key; it goes with it as with every money write).
 */
export const settlePeriod = (site: string, period: string, key: string) =>
  api<AgentSettlementView>('/agent/settlements', {
    body: { site, period },
    idempotencyKey: key,
  });

/** `tiers.2.rate` → `['tiers', 2, 'rate']`: a refusal's field as a form path. */
export const fieldPath = (name: string): (string | number)[] =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

// "Join us": applications to the agent programme (docs/decisions/join-us.md).

export type ApplicationFilter = { state?: string; site?: string };

export const listApplications = (filter: ApplicationFilter, page: number, size: number) =>
  api<Page<AgentApplication>>('/agent/applications', {
    query: { site: filter.site, state: filter.state, page, size },
  });

export const decideApplication = (id: number, decision: 'approved' | 'declined', note: string) =>
  api<AgentApplication>(`/agent/applications/${id}/decide`, { body: { decision, note } });

// "Share and earn": a site's referral rule (docs/decisions/share-and-earn.md).

/** The rule as operators read and set it: the member's view plus whether it is switched on. */
export type AdminReferralRule = ReferralRule & { enabled: boolean };

/** A site's rule; null when it has none (it pays nothing). */
export const getReferralRule = (site: string) =>
  api<AdminReferralRule | null>('/referral/rule', { query: { site } });

export const saveReferralRule = (site: string, rule: AdminReferralRule) =>
  api<AdminReferralRule>('/referral/rule', { method: 'PUT', body: { site, ...rule } });
