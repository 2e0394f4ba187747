import { describe, expect, it } from 'vitest';
import { closedMonth, lastMonth, memberPeriod } from './agent-period.ts';
import { commissionFor, commissionOf, maskAccount, parseScheme, pickTier } from './agent-scheme.ts';

const tiers = [
  { minActive: 1, minAmount: '0', rate: '0.30' },
  { minActive: 5, minAmount: '100000', rate: '0.35' },
  { minActive: 20, minAmount: '0', rate: '0.40' },
];

describe('commission arithmetic', () => {
  it('multiplies by the rate exactly and floors to the minor unit', () => {
    expect(commissionOf(123_457n, '0.015')).toBe(1851n);
    expect(commissionOf(1n, '0.9999')).toBe(0n);
    expect(commissionOf(10n ** 17n + 1n, '1')).toBe(10n ** 17n + 1n);
    expect(commissionOf(0n, '0.3')).toBe(0n);
    expect(commissionOf(-5n, '0.3')).toBe(0n);
    expect(commissionOf(100n, '1.5')).toBe(0n);
  });

  it('takes the highest tier whose active count and amount are both met', () => {
    expect(pickTier(tiers, 0, 10n ** 9n)).toBeNull();
    expect(pickTier(tiers, 4, 10n ** 9n)).toBe(0);
    expect(pickTier(tiers, 5, 99_999n)).toBe(0);
    expect(pickTier(tiers, 5, 100_000n)).toBe(1);
    expect(pickTier(tiers, 20, 0n)).toBe(2);
  });

  it('floors net revenue at zero after the bonuses; turnover is taken as it is', () => {
    const figures = { netLoss: 50_000n, bonuses: 60_000n, turnover: 900_000n, active: 3 };
    expect(commissionFor({ basis: 'net_revenue', tiers }, figures)).toEqual({
      basis: 0n,
      tier: 0,
      rate: '0.30',
      amount: 0n,
    });
    expect(commissionFor({ basis: 'turnover', tiers }, figures)).toMatchObject({
      basis: 900_000n,
      amount: 270_000n,
    });
  });
});

describe('scheme input', () => {
  it('keeps amounts in minor units and defaults to switched on', () => {
    expect(
      parseScheme(
        {
          basis: 'turnover',
          depth: '2',
          tiers: [{ minActive: '1', minAmount: '12.5', rate: 0.01 }],
        },
        'CNY',
      ),
    ).toEqual({
      basis: 'turnover',
      depth: 2,
      enabled: true,
      tiers: [{ minActive: 1, minAmount: '1250', rate: '0.01' }],
    });
  });

  it('names every missing field', () => {
    expect(() => parseScheme({}, 'CNY')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        fields: { basis: 'required', depth: 'required', tiers: 'required' },
      }),
    );
  });
});

describe('periods (Beijing months)', () => {
  // 2026-03-31 17:00 UTC is already April 1st in Beijing.
  const now = new Date('2026-03-31T17:00:00Z');

  it('reads current, last and named months', () => {
    expect(memberPeriod(undefined, now)).toMatchObject({ month: '2026-04', closed: false });
    expect(memberPeriod('last', now)).toMatchObject({
      month: '2026-03',
      closed: true,
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-31T16:00:00Z'),
    });
    expect(memberPeriod('2025-12', now).month).toBe('2025-12');
    expect(() => memberPeriod('2026-05', now)).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
    expect(lastMonth(now)).toBe('2026-03');
  });

  it('settles only months that have ended', () => {
    expect(closedMonth('2026-03', now).month).toBe('2026-03');
    expect(() => closedMonth('2026-04', now)).toThrow(
      expect.objectContaining({ code: 'AGENT_PERIOD_OPEN' }),
    );
    expect(() => closedMonth('2026-4', now)).toThrow(
      expect.objectContaining({ code: 'VALIDATION' }),
    );
  });
});

describe('masked accounts', () => {
  it('shows the ends only, never the length', () => {
    expect(maskAccount('player2026')).toBe('pl***26');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('会员账号名字')).toBe('会员***名字');
  });
});
