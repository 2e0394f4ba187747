import type { CoinSettings, UsdtNetwork } from '@kirin/contract';
import { api } from '../../lib/api.ts';

// A site's coin terms (docs/decisions/coins.md): the rate it sells USDT at for crypto
// withdrawals, what each chain costs to send on, and the partners members buy USDT from.

/** A partner as the form sends it: a new one has no id yet (the server gives it one). */
export type PartnerDraft = {
  id?: string;
  name: string;
  url: string;
  networks: UsdtNetwork[];
  instructions: string;
};

export type CoinSettingsDraft = {
  sellRate: string;
  networkFees: Record<UsdtNetwork, string>;
  partners: PartnerDraft[];
};

/** null: the site has no coin terms (no crypto withdrawal, no exchange). */
export const getCoinSettings = (site: string) =>
  api<CoinSettings | null>('/coins/settings', { query: { site } });

/** Saved whole: the partners left out are removed. */
export const saveCoinSettings = (site: string, settings: CoinSettingsDraft) =>
  api<CoinSettings>('/coins/settings', { method: 'PUT', body: { site, ...settings } });

/** A refused field's key as a form path: `partners.0.url` → ['partners', 0, 'url']. */
export const fieldPath = (name: string): (string | number)[] =>
  name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
