import { fireEvent, render, screen, within } from '@testing-library/react';
import { SITE_CODES } from '@kirin/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import { ReferralPage } from './referral-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
  fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确/ }));
};

describe('the referral rule', () => {
  it("shows the site's rule, sends it whole and marks the fields the API refuses", async () => {
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
            data: { fields: { reward: '数值过小' } },
          });
        }
        expect(url.searchParams.get('site')).toBe('pgdz');
        return Response.json({
          status: true,
          data: { reward: '18.00', minDeposit: '100.00', turnoverMultiple: '1', enabled: true },
        });
      }),
    );
    render(wrap(<ReferralPage sites={['pgdz']} />));
    const reward = await screen.findByDisplayValue('18.00');
    expect(screen.getByLabelText('奖励金额')).toBe(reward);
    expect((screen.getByLabelText('最低首存金额') as HTMLInputElement).value).toBe('100.00');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    fireEvent.change(reward, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('流水倍数'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('switch'));
    await save();

    await screen.findByText(/奖励金额: 数值过小/);
    expect(await screen.findAllByText('数值过小')).toHaveLength(1);
    expect(sent).toEqual([
      { site: 'pgdz', reward: '0', minDeposit: '100.00', turnoverMultiple: '3', enabled: false },
    ]);
  });

  it('says a site without a rule pays nothing, and sets one', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        if (init.method === 'PUT') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          sent.push(body);
          return Response.json({ status: true, data: { ...body, site: undefined } });
        }
        return Response.json({ status: true, data: null });
      }),
    );
    // A platform operator starts at the first brand.
    render(wrap(<ReferralPage sites={null} />));
    await screen.findByText('此站点还没有推荐奖励规则，不发放奖励。');
    fireEvent.change(screen.getByLabelText('奖励金额'), { target: { value: '28' } });
    fireEvent.change(screen.getByLabelText('最低首存金额'), { target: { value: '200' } });
    await save();
    await screen.findByText('规则已保存');
    expect(sent).toEqual([
      {
        site: SITE_CODES[0],
        reward: '28',
        minDeposit: '200',
        turnoverMultiple: '1',
        enabled: true,
      },
    ]);
  });
});
