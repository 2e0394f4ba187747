import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import { AgentsPage } from './agents-page.tsx';

const scheme = {
  basis: 'net_revenue',
  depth: 3,
  enabled: true,
  tiers: [
    { minActive: 1, minAmount: '0.00', rate: '0.30' },
    { minActive: 5, minAmount: '0.00', rate: '0.35' },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: true, data: scheme })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the commission scheme', () => {
  it('is read by finance without a way to change it (the API takes it from admins alone)', async () => {
    render(wrap(<AgentsPage sites={['pgdz']} role="finance" />));
    await screen.findByText('只有管理员可以修改佣金方案。');
    expect(await screen.findByDisplayValue('0.35')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '保存方案' })).toBeNull();
  });

  it('is changed by administrators', async () => {
    render(wrap(<AgentsPage sites={['pgdz']} role="admin" />));
    await screen.findByRole('button', { name: '保存方案' });
    expect(await screen.findByDisplayValue('0.35')).toHaveProperty('disabled', false);
    expect(screen.queryByText('只有管理员可以修改佣金方案。')).toBeNull();
  });
});
