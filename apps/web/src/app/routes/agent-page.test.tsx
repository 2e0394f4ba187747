import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AgentDownlineMember, AgentSummary } from '@kirin/contract';
import { mockApi, ok, type SentRequest } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, stubClipboard } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const BASE = '/findmed/v1/agent';

function summary(overrides: Partial<AgentSummary> = {}): AgentSummary {
  return {
    inviteCode: 'ABC123',
    invitePath: '/register?invite_code=ABC123',
    memberSince: '2025-01-10T02:00:00.000Z',
    period: '2026-11',
    periodStart: '2026-10-31T16:00:00.000Z',
    periodEnd: '2026-11-30T16:00:00.000Z',
    closed: false,
    currency: 'CNY',
    team: { direct: 2, indirect: 5, depth: 3 },
    stats: {
      signUps: 3,
      firstDeposits: 2,
      deposits: '1500.00',
      validTurnover: '12345.60',
      netWinLoss: '600.00',
      bonuses: '50.00',
      activeMembers: 4,
    },
    scheme: {
      basis: 'net_revenue',
      depth: 3,
      enabled: true,
      tiers: [
        { minActive: 1, minAmount: '0.00', rate: '0.30' },
        { minActive: 3, minAmount: '0.00', rate: '0.35' },
      ],
    },
    estimate: { basis: '550.00', tier: 1, rate: '0.35', commission: '192.50' },
    paid: {
      total: '321.00',
      list: [
        {
          id: 9,
          period: '2026-10',
          amount: '321.00',
          basis: '1070.00',
          rate: '0.30',
          createdAt: '2026-11-01T02:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

const node = (id: number, depth: number, extra: Partial<AgentDownlineMember> = {}) => ({
  id,
  account: `m${id}***${id}`,
  registeredAt: '2026-11-02T04:00:00.000Z',
  depth,
  directCount: 0,
  expandable: false,
  deposits: '100.00',
  validTurnover: '200.00',
  ...extra,
});

/** The server: a summary per period and a tree of children per parent. */
function server(
  opts: { summary?: (period: string) => AgentSummary; tree?: Record<string, unknown[]> } = {},
) {
  const tree = opts.tree ?? {
    me: [node(11, 1, { directCount: 1, expandable: true }), node(12, 1)],
    '11': [node(21, 2)],
  };
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    [`${BASE}/summary`]: (request: SentRequest) =>
      ok((opts.summary ?? (() => summary()))(request.query.get('period') ?? '')),
    [`${BASE}/downline`]: (request: SentRequest) => {
      const list = tree[request.query.get('parentId') ?? 'me'] ?? [];
      return ok({
        parentId: 7,
        parentDepth: 0,
        period: '2026-11',
        list,
        total: list.length,
        page: 1,
        size: 20,
      });
    },
  });
}

describe('the agent page on a phone', () => {
  it('shows the invite link with copy and a QR code', async () => {
    server();
    const writeText = stubClipboard();
    renderApp('/user/agentPage');
    expect(await screen.findByText('ABC123')).toBeTruthy();
    const link = 'http://localhost:3000/register?invite_code=ABC123';
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '复制邀请链接' }));
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('says so when copying fails', async () => {
    server();
    stubClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    renderApp('/user/agentPage');
    fireEvent.click(await screen.findByRole('button', { name: '复制邀请码' }));
    expect(await screen.findByText('复制失败')).toBeTruthy();
  });

  it('shows the team, the figures, the scheme with the tier reached, and paid commission', async () => {
    server();
    renderApp('/user/agentPage');
    const stats = await screen.findByRole('region', { name: /团队业绩/ });
    const value = (label: string) =>
      within(stats).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('新注册')).toBe('3');
    expect(value('首存人数')).toBe('2');
    expect(value('活跃人数')).toBe('4');
    expect(value('存款总额')).toBe('1,500.00');
    expect(value('有效投注')).toBe('12,345.60');
    expect(value('公司输赢')).toBe('600.00');
    expect(within(stats).getByText('2026-11-01 至 2026-11-30（北京时间）')).toBeTruthy();
    const team = screen.getByRole('region', { name: /我的团队/ });
    expect(within(team).getByText('统计 3 级下线')).toBeTruthy();

    const scheme = screen.getByRole('region', { name: '佣金方案' });
    expect(within(scheme).getByText('¥192.50')).toBeTruthy();
    expect(within(scheme).getByText('第 2 档 · 35%')).toBeTruthy();
    const rows = within(within(scheme).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '档位活跃人数业绩佣金比例',
      '第 1 档≥ 1≥ 0.0030%',
      '第 2 档≥ 3≥ 0.0035%',
    ]);
    expect(rows[2]?.className).toBe('is-current');

    const paid = screen.getByRole('region', { name: /已发放佣金/ });
    expect(within(paid).getByText('累计 ¥321.00')).toBeTruthy();
    expect(within(paid).getByText('2026-10 佣金')).toBeTruthy();
    expect(within(paid).getByText('+¥321.00')).toBeTruthy();
  });

  it('switches the period through chips and the month list, keeping it in the address', async () => {
    const calls = server({
      summary: (period) =>
        period === 'last'
          ? summary({ period: '2026-10', closed: true, stats: { ...summary().stats, signUps: 9 } })
          : summary(),
    });
    const app = renderApp('/user/agentPage');
    await screen.findByText('ABC123');
    expect(calls.to(`${BASE}/summary`)[0]?.query.get('period')).toBe('current');
    fireEvent.click(screen.getByRole('radio', { name: '上月' }));
    await waitFor(() => expect(app.location()).toBe('/user/agentPage?period=last'));
    expect(await screen.findByText('本期佣金')).toBeTruthy();
    const stats = screen.getByRole('region', { name: /团队业绩/ });
    expect(within(stats).getByText('9')).toBeTruthy();
    // Paid for the period shown: the paid amount, tagged.
    expect(
      within(screen.getByRole('region', { name: '佣金方案' })).getByText('已发放'),
    ).toBeTruthy();
    expect(calls.to(`${BASE}/downline`).at(-1)?.query.get('period')).toBe('last');

    const select = screen.getByRole('combobox', { name: '更早月份' }) as HTMLSelectElement;
    const month = select.options[1]!.value;
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    fireEvent.change(select, { target: { value: month } });
    await waitFor(() => expect(app.location()).toBe(`/user/agentPage?period=${month}`));
    await waitFor(() =>
      expect(calls.to(`${BASE}/summary`).at(-1)?.query.get('period')).toBe(month),
    );
    fireEvent.click(screen.getByRole('radio', { name: '本月' }));
    await waitFor(() => expect(app.location()).toBe('/user/agentPage'));
  });

  it('lists no month before the member registered', async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    server({ summary: () => summary({ memberSince: lastMonth.toISOString() }) });
    renderApp('/user/agentPage');
    await screen.findByText('ABC123');
    expect(screen.getByRole('radio', { name: '上月' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '更早月份' })).toBeNull();
  });

  it('opens the downline tree level by level, loading each level when it opens', async () => {
    const calls = server();
    renderApp('/user/agentPage');
    const tree = await screen.findByRole('region', { name: /下级成员/ });
    expect(await within(tree).findByText('m11***11')).toBeTruthy();
    expect(within(tree).getByText('直属下级 2 人')).toBeTruthy();
    expect(within(tree).queryByRole('button', { name: /m12\*\*\*12/ })).toBeNull();
    expect(calls.to(`${BASE}/downline`)).toHaveLength(1);
    const open = within(tree).getByRole('button', { name: '展开 m11***11 的下级' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(await within(tree).findByText('m21***21')).toBeTruthy();
    expect(calls.to(`${BASE}/downline`).at(-1)?.query.get('parentId')).toBe('11');
    const close = within(tree).getByRole('button', { name: '收起 m11***11 的下级' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(close);
    await waitFor(() => expect(within(tree).queryByText('m21***21')).toBeNull());
  });

  it('has empty states: no team, no commission paid, no scheme', async () => {
    server({
      summary: () => summary({ scheme: null, estimate: null, paid: { total: '0.00', list: [] } }),
      tree: {},
    });
    renderApp('/user/agentPage');
    expect(await screen.findByText('暂无下级成员')).toBeTruthy();
    expect(screen.getByText('分享您的邀请链接，邀请好友注册')).toBeTruthy();
    expect(screen.getByText('暂无佣金发放记录')).toBeTruthy();
    expect(screen.getByText('本站暂未开放代理佣金')).toBeTruthy();
  });

  it('is an entry of the member centre', async () => {
    server();
    renderApp('/app/center');
    const entries = await screen.findByRole('navigation', { name: '会员服务' });
    const entry = within(entries).getByRole('link', { name: '代理中心' });
    expect(entry.getAttribute('href')).toBe('/user/agentPage');
  });
});

describe('the agent page on desktop', () => {
  it('renders in the account frame with its menu entry current', async () => {
    server();
    renderApp('/user/agentPage', 'desktop');
    expect(await screen.findByRole('heading', { name: '代理中心', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /账户菜单/ });
    expect(within(nav).getByRole('link', { name: '代理中心' }).getAttribute('href')).toBe(
      '/user/agentPage',
    );
    expect(await screen.findByText('m11***11')).toBeTruthy();
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();
  });
});
