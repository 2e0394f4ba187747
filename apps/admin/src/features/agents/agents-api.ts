import type { AgentBasis, AgentSchemeView, AgentSettlementView } from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type { AgentSchemeView, AgentSettlementView };

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
