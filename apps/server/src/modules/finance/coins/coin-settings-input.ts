import { randomBytes } from 'node:crypto';
import { USDT_NETWORKS, type CoinPartner, type UsdtNetwork } from '@kirin/contract';
import { DomainError } from '../../../lib/errors.ts';
import { FieldErrors } from '../../accounts/members/member-input.ts';
import { isRate, usdtMicro, usdtWire } from './coin-rules.ts';

/** What an operator sends: the sell rate, the network fees in USDT, the partners. */
export type SettingsInput = {
  sellRate?: string;
  networkFees?: Partial<Record<string, string>>;
  partners?: {
    id?: string | undefined;
    name?: string;
    url?: string;
    networks?: string[];
    instructions?: string;
  }[];
};

export const PARTNERS_MAX = 12;
/** A chain fee above this is a typo, not a fee. */
const NETWORK_FEE_MAX = 1_000_000_000n; // 1 000 USDT

/** Checks an operator's coin settings whole; each refusal names its field. */
export function settingsInput(input: SettingsInput) {
  const errors = new FieldErrors();
  const sellRate = (input.sellRate ?? '').trim();
  if (!isRate(sellRate)) errors.add('sellRate', sellRate ? 'invalid_format' : 'required');
  const networkFees = {} as Record<UsdtNetwork, string>;
  for (const network of USDT_NETWORKS) {
    const micro = usdtMicro(input.networkFees?.[network] ?? '');
    if (micro === undefined || micro > NETWORK_FEE_MAX) {
      errors.add(`networkFees.${network}`, 'invalid_format');
    } else networkFees[network] = usdtWire(micro);
  }
  const partners: CoinPartner[] = [];
  const list = input.partners ?? [];
  if (list.length > PARTNERS_MAX) errors.add('partners', 'too_large');
  list.slice(0, PARTNERS_MAX).forEach((p, i) => {
    const field = (name: string) => `partners.${i}.${name}`;
    const name = (p.name ?? '').trim();
    if (!name || name.length > 40) errors.add(field('name'), name ? 'too_long' : 'required');
    const url = (p.url ?? '').trim();
    if (!isHttpsUrl(url)) errors.add(field('url'), url ? 'invalid_format' : 'required');
    const networks = [...new Set(p.networks ?? [])];
    if (networks.length === 0 || !networks.every((n) => USDT_NETWORKS.includes(n as UsdtNetwork))) {
      errors.add(field('networks'), networks.length ? 'invalid_value' : 'required');
    }
    const instructions = (p.instructions ?? '').trim();
    if (!instructions || instructions.length > 2000) {
      errors.add(field('instructions'), instructions ? 'too_long' : 'required');
    }
    const id = p.id && /^[A-Za-z0-9_-]{1,32}$/.test(p.id) ? p.id : randomBytes(6).toString('hex');
    partners.push({ id, name, url, networks: networks as UsdtNetwork[], instructions });
  });
  errors.throwIfAny();
  if (new Set(partners.map((p) => p.id)).size !== partners.length) {
    throw DomainError.validation({ partners: 'invalid_value' });
  }
  return { sellRate, networkFees, partners };
}

/** Members are sent to a partner's page: only https, only a host, never script or data. */
function isHttpsUrl(value: string): boolean {
  if (value.length > 500) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}
