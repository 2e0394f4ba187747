import {
  AGENT_BASES,
  AGENT_DEPTH_MAX,
  AGENT_TIERS_MAX,
  isAgentRate,
  parseAmount,
  toWireAmount,
  type AgentBasis,
  type AgentSchemeView,
  type CurrencyCode,
  type FieldReason,
} from '@kirin/contract';
import type { AgentTier } from '../../../db/rewards-schema.ts';
import { DomainError } from '../../../lib/errors.ts';

// The rules of a commission scheme, apart from the database: validating what an operator sends,
// choosing the tier an agent reaches, and working out the commission exactly in minor units.
// A tier's `minAmount` is stored in minor units as a digit string (the jsonb column holds text),
// and goes out on the wire as a decimal string in the site's currency.

export type SchemeInput = {
  basis?: unknown;
  tiers?: unknown;
  depth?: unknown;
  enabled?: unknown;
};

export type Scheme = {
  basis: AgentBasis;
  tiers: AgentTier[];
  depth: number;
  enabled: boolean;
};

/** A scheme of the site when it has none: the tree and the figures still go this deep. */
export const DEFAULT_DEPTH = 3;
const MIN_ACTIVE_MAX = 1_000_000;

const isBasis = (value: unknown): value is AgentBasis =>
  typeof value === 'string' && (AGENT_BASES as readonly string[]).includes(value);

/** What an operator sends, checked field by field; VALIDATION names every bad field. */
export function parseScheme(input: SchemeInput, currency: CurrencyCode): Scheme {
  const fields: Record<string, FieldReason> = {};
  if (!isBasis(input.basis))
    fields['basis'] = input.basis === undefined ? 'required' : 'invalid_value';
  const depth = Number(input.depth ?? Number.NaN);
  if (!Number.isInteger(depth) || depth < 1 || depth > AGENT_DEPTH_MAX) {
    fields['depth'] = input.depth === undefined ? 'required' : 'invalid_value';
  }
  const enabled = input.enabled === undefined ? true : parseFlag(input.enabled);
  if (enabled === undefined) fields['enabled'] = 'invalid_value';
  const tiers = parseTiers(input.tiers, currency, fields);
  if (Object.keys(fields).length > 0) throw DomainError.validation(fields);
  return { basis: input.basis as AgentBasis, tiers, depth, enabled: enabled! };
}

function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

function parseTiers(
  input: unknown,
  currency: CurrencyCode,
  fields: Record<string, FieldReason>,
): AgentTier[] {
  if (!Array.isArray(input) || input.length === 0) {
    fields['tiers'] = input === undefined ? 'required' : 'invalid_value';
    return [];
  }
  if (input.length > AGENT_TIERS_MAX) {
    fields['tiers'] = 'too_long';
    return [];
  }
  const tiers: AgentTier[] = [];
  input.forEach((raw: unknown, i) => {
    const tier = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const minActive = Number(tier['minActive'] ?? Number.NaN);
    if (!Number.isInteger(minActive) || minActive < 0 || minActive > MIN_ACTIVE_MAX) {
      fields[`tiers.${i}.minActive`] = 'invalid_value';
    }
    const amount = tier['minAmount'] ?? '0';
    const parsed =
      typeof amount === 'string' || typeof amount === 'number'
        ? parseAmount(amount, currency)
        : undefined;
    if (!parsed?.ok) fields[`tiers.${i}.minAmount`] = 'invalid_format';
    const rate = typeof tier['rate'] === 'number' ? String(tier['rate']) : tier['rate'];
    if (!isAgentRate(rate)) fields[`tiers.${i}.rate`] = 'invalid_value';
    tiers.push({
      minActive,
      minAmount: parsed?.ok ? parsed.minor.toString() : '0',
      rate: typeof rate === 'string' ? rate : '',
    });
  });
  // Each tier must ask for more than the one before, or "the highest tier reached" is ambiguous.
  for (let i = 1; i < tiers.length; i += 1) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    const notLess = b.minActive >= a.minActive && BigInt(b.minAmount) >= BigInt(a.minAmount);
    const more = b.minActive > a.minActive || BigInt(b.minAmount) > BigInt(a.minAmount);
    if (!(notLess && more)) fields[`tiers.${i}`] ??= 'invalid_value';
  }
  return tiers;
}

export function schemeView(scheme: Scheme, currency: CurrencyCode): AgentSchemeView {
  return {
    basis: scheme.basis,
    tiers: scheme.tiers.map((t) => ({
      minActive: t.minActive,
      minAmount: toWireAmount(BigInt(t.minAmount), currency),
      rate: t.rate,
    })),
    depth: scheme.depth,
    enabled: scheme.enabled,
  };
}

/** The index of the highest tier whose thresholds are met, or null. */
export function pickTier(
  tiers: readonly AgentTier[],
  active: number,
  basis: bigint,
): number | null {
  for (let i = tiers.length - 1; i >= 0; i -= 1) {
    const tier = tiers[i]!;
    if (active >= tier.minActive && basis >= BigInt(tier.minAmount)) return i;
  }
  return null;
}

/** basis x rate, floored to the minor unit, without floating point. */
export function commissionOf(basis: bigint, rate: string): bigint {
  if (basis <= 0n || !isAgentRate(rate)) return 0n;
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  return (basis * BigInt(`${whole}${fraction}`)) / scale;
}

/** What an agent earns from the downline's figures under a scheme. */
export type CommissionResult = {
  basis: bigint;
  tier: number | null;
  rate: string;
  amount: bigint;
};

export function commissionFor(
  scheme: Pick<Scheme, 'basis' | 'tiers'>,
  figures: { netLoss: bigint; bonuses: bigint; turnover: bigint; active: number },
): CommissionResult {
  const basis =
    scheme.basis === 'turnover' ? figures.turnover : maxOf(figures.netLoss - figures.bonuses, 0n);
  const tier = pickTier(scheme.tiers, figures.active, basis);
  const rate = tier === null ? '0' : scheme.tiers[tier]!.rate;
  return { basis, tier, rate, amount: tier === null ? 0n : commissionOf(basis, rate) };
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

/** A downline member's account as the agent sees it: the ends only, the length hidden. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
