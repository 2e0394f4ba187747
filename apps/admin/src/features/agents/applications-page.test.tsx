import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import type { AgentApplication } from './agents-api.ts';
import { ApplicationsPage } from './applications-page.tsx';

const application = (id: number, fields: Partial<AgentApplication> = {}): AgentApplication => ({
  id,
  site: 'pgdz',
  account: null,
  name: '张三',
  contactKind: 'wechat',
  contact: 'zhang_san88',
  channels: '抖音直播，约 3 万粉丝',
  state: 'pending',
  note: '',
  createdAt: '2026-11-28T02:00:00.000Z',
  decidedAt: null,
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('the agent applications queue', () => {
  it('lists the waiting ones first and shows answered ones with their answer', async () => {
    const queries: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        queries.push(url.search);
        const list =
          url.searchParams.get('state') === 'pending'
            ? [application(1), application(2, { account: 'lisi01', contactKind: 'phone' })]
            : [
                application(3, {
                  state: 'declined',
                  note: '渠道不符合要求',
                  decidedAt: '2026-11-28T03:04:05.000Z',
                }),
              ];
        return Response.json({
          status: true,
          data: { list, total: list.length, page: 1, size: 20 },
        });
      }),
    );
    render(wrap(<ApplicationsPage sites={['pgdz']} />));
    await screen.findByText('lisi01');
    // Pending by default; an operator of one site gets theirs filled in by the API.
    expect(new URLSearchParams(queries[0]).get('state')).toBe('pending');
    expect(screen.getAllByText('游客')).toHaveLength(1);
    expect(screen.getAllByText('微信')).toHaveLength(1);
    expect(screen.getAllByText('手机')).toHaveLength(1);
    expect(screen.getAllByText('抖音直播，约 3 万粉丝').length).toBeGreaterThan(0);
    expect(screen.getAllByText('2026-11-28 10:00:00').length).toBeGreaterThan(0);

    // Every state: the declined one shows its note and when it was answered (Beijing time).
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('已拒绝');
    expect(screen.getByText('备注: 渠道不符合要求')).toBeTruthy();
    expect(screen.getByText('2026-11-28 11:04:05')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
  });

  it('declines with a note and shows the field the API refuses under it', async () => {
    const sent: { path: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        if (init.method === 'POST') {
          sent.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
          return Response.json({
            status: false,
            code: 'VALIDATION',
            msg: '提交的信息有误，请检查后重试',
            data: { fields: { note: '内容过长' } },
          });
        }
        return Response.json({
          status: true,
          data: { list: [application(1)], total: 1, page: 1, size: 20 },
        });
      }),
    );
    render(wrap(<ApplicationsPage sites={null} />));
    fireEvent.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('拒绝申请 #1')).toBeTruthy();
    expect(within(dialog).getByText('微信: zhang_san88')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/备注/), {
      target: { value: '  暂不合作  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));

    await within(dialog).findByText('内容过长');
    expect(within(dialog).getByText('提交的信息有误，请检查后重试')).toBeTruthy();
    await waitFor(() =>
      expect(sent).toEqual([
        {
          path: '/api/admin/v1/agent/applications/1/decide',
          body: { decision: 'declined', note: '暂不合作' },
        },
      ]),
    );
  });
});
