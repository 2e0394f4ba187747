import { fireEvent, render, screen, within } from '@testing-library/react';
import { SITE_CODES, type CoinSettings } from '@kirin/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import { CoinsPage } from './coins-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const SETTINGS: CoinSettings = {
  sellRate: '7.28',
  networkFees: { TRC20: '1.000000', ERC20: '5.000000' },
  partners: [
    {
      id: 'a1b2c3',
      name: 'OKX',
      url: 'https://www.okx.com',
      networks: ['TRC20', 'ERC20'],
      instructions: '注册并完成认证\n用 C2C 买入 USDT',
    },
    {
      id: 'd4e5f6',
      name: 'Binance',
      url: 'https://www.binance.com',
      networks: ['TRC20'],
      instructions: '买入 USDT',
    },
  ],
};

const save = async () => {
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确/ }));
};

describe('the coin settings', () => {
  it("shows the site's settings, sends them whole and marks what the API refuses", async () => {
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
            data: { fields: { 'partners.0.url': '格式不正确', 'networkFees.ERC20': '数值过大' } },
          });
        }
        expect(url.pathname).toBe('/api/admin/v1/coins/settings');
        expect(url.searchParams.get('site')).toBe('pgdz');
        return Response.json({ status: true, data: SETTINGS });
      }),
    );
    render(wrap(<CoinsPage sites={['pgdz']} />));
    const rate = await screen.findByDisplayValue('7.28');
    expect(screen.getByLabelText('卖出汇率')).toBe(rate);
    // The buy side is not set here: its rates are the USDT deposit channels'.
    expect(screen.getByText(/买入（USDT 充值）的汇率取各 USDT 充值渠道的汇率/)).toBeTruthy();
    expect((screen.getByLabelText('网络手续费 TRC20') as HTMLInputElement).value).toBe('1.000000');
    const first = screen.getByRole('group', { name: '合作商 1' });
    expect((within(first).getByLabelText('名称') as HTMLInputElement).value).toBe('OKX');
    expect((within(first).getByLabelText('购买步骤') as HTMLTextAreaElement).value).toBe(
      '注册并完成认证\n用 C2C 买入 USDT',
    );
    const second = screen.getByRole('group', { name: '合作商 2' });
    expect(within(second).getByRole('checkbox', { name: 'ERC20' })).toHaveProperty(
      'checked',
      false,
    );

    fireEvent.change(within(first).getByLabelText('链接'), {
      target: { value: ' http://okx.example ' },
    });
    fireEvent.click(within(second).getByRole('checkbox', { name: 'ERC20' }));
    fireEvent.change(screen.getByLabelText('网络手续费 ERC20'), { target: { value: '5000' } });
    await save();

    // Each refusal beside its field, and listed with the field's name above the form.
    await screen.findByText(/合作商 1 链接: 格式不正确/);
    expect(await within(first).findByText('格式不正确')).toBeTruthy();
    expect(screen.getByText(/网络手续费 ERC20: 数值过大/)).toBeTruthy();
    expect(await screen.findAllByText('数值过大')).toHaveLength(1);
    expect(sent).toEqual([
      {
        site: 'pgdz',
        sellRate: '7.28',
        networkFees: { TRC20: '1.000000', ERC20: '5000' },
        partners: [
          { ...SETTINGS.partners[0], url: 'http://okx.example' },
          { ...SETTINGS.partners[1], networks: ['TRC20', 'ERC20'] },
        ],
      },
    ]);
  });

  it('starts a site without settings empty, adds and removes partners, and saves', async () => {
    const sent: Record<string, unknown>[] = [];
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
    render(wrap(<CoinsPage sites={null} />));
    await screen.findByText('此站点还没有虚拟币设置：会员不能提现到 USDT 地址，也不能兑换。');
    expect(screen.getByText('还没有合作商：会员的“加币”页为空。')).toBeTruthy();

    // The form's own checks come first: nothing is sent.
    await save();
    expect((await screen.findAllByText('请填写此项')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText('卖出汇率'), { target: { value: '7.3' } });
    fireEvent.change(screen.getByLabelText('网络手续费 TRC20'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('网络手续费 ERC20'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '添加合作商' }));
    fireEvent.click(screen.getByRole('button', { name: '添加合作商' }));
    const first = screen.getByRole('group', { name: '合作商 1' });
    fireEvent.change(within(first).getByLabelText('名称'), { target: { value: '火币' } });
    fireEvent.change(within(first).getByLabelText('链接'), {
      target: { value: 'https://www.htx.com' },
    });
    fireEvent.click(within(first).getByRole('checkbox', { name: 'ERC20' }));
    fireEvent.change(within(first).getByLabelText('购买步骤'), {
      target: { value: '打开链接\n买入 USDT' },
    });
    // The second one is not wanted after all.
    fireEvent.click(
      within(screen.getByRole('group', { name: '合作商 2' })).getByRole('button', {
        name: '删除',
      }),
    );
    expect(screen.queryByRole('group', { name: '合作商 2' })).toBeNull();
    await save();

    await screen.findByText('设置已保存');
    expect(sent).toEqual([
      {
        site: SITE_CODES[0],
        sellRate: '7.3',
        networkFees: { TRC20: '1', ERC20: '0' },
        partners: [
          {
            name: '火币',
            url: 'https://www.htx.com',
            networks: ['TRC20', 'ERC20'],
            instructions: '打开链接\n买入 USDT',
          },
        ],
      },
    ]);
    // Saved: the settings are the site's, the warning gone.
    expect(
      screen.queryByText('此站点还没有虚拟币设置：会员不能提现到 USDT 地址，也不能兑换。'),
    ).toBeNull();
  });
});
