import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import { VipPage } from './vip-page.tsx';

const level = (n: number, minDeposits: string) => ({
  level: n,
  name: { 'zh-CN': `等级${n}`, 'zh-HK': `等級${n}`, en: `Level ${n}` },
  minDeposits,
  minTurnover: minDeposits,
  dailyWithdrawCount: 3,
  dailyWithdrawLimit: '50000.00',
  rebateRate: '0.005',
  upgradeBonus: n === 0 ? '0.00' : '18.00',
  birthdayBonus: '0.00',
  bonusTurnoverMultiple: '1',
  updatedBy: 7,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

describe('the VIP ladder', () => {
  it('sends the whole ladder and marks the cell the server refuses, in its words', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        if (init.method === 'PUT') {
          sent.push(JSON.parse(String(init.body)));
          return Response.json({
            status: false,
            code: 'VALIDATION',
            msg: '提交的信息有误，请检查后重试',
            data: { fields: { 'levels.1.minDeposits': '数值过小' } },
          });
        }
        expect(url.searchParams.get('site')).toBe('pgdz');
        const list = [level(0, '0.00'), level(1, '1000.00')];
        return Response.json({ status: true, data: { site: 'pgdz', currency: 'CNY', list } });
      }),
    );
    render(wrap(<VipPage sites={['pgdz']} />));
    const deposits = await screen.findByLabelText('VIP1 累计存款');
    expect((deposits as HTMLInputElement).value).toBe('1000.00');
    fireEvent.change(deposits, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存等级表' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确/ }));

    await screen.findByText('VIP1 累计存款: 数值过小');
    expect((await screen.findAllByText('数值过小')).length).toBeGreaterThan(0);
    expect(sent).toEqual([
      {
        site: 'pgdz',
        levels: [
          expect.objectContaining({ level: 0, minDeposits: '0.00' }),
          expect.objectContaining({ level: 1, minDeposits: '-5', name: level(1, '').name }),
        ],
      },
    ]);
  });
});
