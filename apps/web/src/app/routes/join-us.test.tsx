import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentApplication, AgentProgramme } from '@kirin/contract';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

const PROGRAMME = '/findmed/v1/agent/programme';
const APPLY = '/findmed/v1/agent/apply';

const SCHEME: AgentProgramme = {
  scheme: {
    basis: 'net_revenue',
    depth: 3,
    enabled: true,
    tiers: [
      { minActive: 1, minAmount: '0.00', rate: '0.30' },
      { minActive: 5, minAmount: '10000.00', rate: '0.35' },
      { minActive: 20, minAmount: '100000.00', rate: '0.425' },
    ],
  },
};

const application = (overrides: Partial<AgentApplication> = {}): AgentApplication => ({
  id: 31,
  site: 'pgdz',
  account: null,
  name: '王先生',
  contactKind: 'phone',
  contact: '13800138000',
  channels: '',
  state: 'pending',
  note: '',
  createdAt: '2026-11-29T05:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

/** A guest's site with this programme; `apply` answers the application. */
function server(programme: AgentProgramme = SCHEME, apply?: Handler | Reply) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    [PROGRAMME]: ok(programme),
    ...(apply ? { [APPLY]: apply } : {}),
  });
}

const form = () => screen.getByRole('button', { name: '提交申请' }).closest('form') as HTMLElement;

/** Fills the form as a person would: a name and a phone number. */
async function fillPhone(phone = '138 0013 8000') {
  await screen.findByRole('button', { name: '提交申请' });
  typeInto('称呼', '王先生');
  typeInto('联系账号', phone);
}

describe('the join-us page', () => {
  it('explains the programme and draws its commission table, basis and depth', async () => {
    server();
    renderApp('/joinUs');
    expect(await screen.findByRole('heading', { level: 1, name: '加入我们' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '成为我们的代理' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: '佣金方案 · 按净营收计算' });
    const rows = within(within(card).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '档位活跃会员至少净营收至少佣金比例',
      '第 1 档1¥0.0030%',
      '第 2 档5¥10,000.0035%',
      '第 3 档20¥100,000.0042.5%',
    ]);
    expect(within(card).getByText('统计 3 级以内的下线会员。')).toBeTruthy();
    expect(within(card).getByText('净营收 = 下线会员的公司输赢减去优惠红利。')).toBeTruthy();
  });

  it('names turnover as the basis when the scheme counts it', async () => {
    server({ scheme: { ...SCHEME.scheme!, basis: 'turnover' } });
    renderApp('/joinUs');
    const card = await screen.findByRole('region', { name: '佣金方案 · 按有效投注计算' });
    expect(within(card).getByRole('columnheader', { name: '有效投注至少' })).toBeTruthy();
  });

  it('says commission is not open when there is no scheme, and still takes applications', async () => {
    server({ scheme: null });
    renderApp('/joinUs');
    expect(await screen.findByText('佣金方案暂未开放')).toBeTruthy();
    expect(screen.getByText(/仍欢迎您提交申请/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('checks the fields before sending, by the kind of contact chosen', async () => {
    const api = server(SCHEME, ok(application()));
    renderApp('/joinUs');
    await screen.findByRole('button', { name: '提交申请' });
    expect(screen.getByLabelText('联系账号').getAttribute('type')).toBe('tel');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(2);

    fireEvent.click(screen.getByRole('radio', { name: '邮箱' }));
    await waitFor(() =>
      expect(screen.getByLabelText('联系账号').getAttribute('type')).toBe('email'),
    );
    typeInto('称呼', '王先生');
    typeInto('联系账号', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('格式不正确')).toBeTruthy();
    expect(api.to(APPLY)).toHaveLength(0);
  });

  it('shows the server’s reasons next to their fields', async () => {
    server(
      SCHEME,
      refuse('VALIDATION', '提交的信息有误，请检查后重试', {
        fields: { name: '称呼不可用', contact: '该号码无法联系' },
      }),
    );
    renderApp('/joinUs');
    await fillPhone();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await within(form()).findByText('称呼不可用')).toBeTruthy();
    expect(within(form()).getByText('该号码无法联系')).toBeTruthy();
    // The reasons are enough on the form; the message comes as a toast only.
    expect(await screen.findByText('提交的信息有误，请检查后重试')).toBeTruthy();
    expect(within(form()).queryByText('提交的信息有误，请检查后重试')).toBeNull();
  });

  it('replaces the form with a confirmation once sent, with the application’s state', async () => {
    const api = server(SCHEME, ok(application({ channels: '微信群推广', contact: '13800138000' })));
    renderApp('/joinUs');
    await fillPhone();
    typeInto('推广渠道（选填）', ' 微信群推广 ');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    const done = await screen.findByRole('region', { name: '申请已提交' });
    expect(within(done).getByText('申请已提交，我们会通过您留下的联系方式尽快联系您')).toBeTruthy();
    expect(within(done).getByText('审核中')).toBeTruthy();
    expect(within(done).getByText('手机 · 13800138000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
    const sent = api.to(APPLY);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.form).toEqual({
      name: '王先生',
      contactKind: 'phone',
      contact: '13800138000',
      channels: '微信群推广',
    });
    // A guest sends no session.
    expect(sent[0]?.headers['t']).toBeUndefined();
  });

  it('shows the server’s message when an application is already waiting', async () => {
    server(
      SCHEME,
      refuse('AGENT_APPLICATION_PENDING', '您的代理申请正在审核中，我们会尽快与您联系'),
    );
    renderApp('/joinUs');
    await fillPhone();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toBe('您的代理申请正在审核中，我们会尽快与您联系');
    // On the form, and as the toast every form shows.
    await waitFor(() =>
      expect(screen.getAllByText('您的代理申请正在审核中，我们会尽快与您联系')).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('shows the server’s message when there were too many tries', async () => {
    server(SCHEME, {
      status: 429,
      body: { status: false, data: null, code: 'RATE_LIMITED', msg: '操作过于频繁，请60秒后再试' },
    });
    renderApp('/joinUs');
    await fillPhone();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      '操作过于频繁，请60秒后再试',
    );
    await waitFor(() => expect(screen.getAllByText('操作过于频繁，请60秒后再试')).toHaveLength(2));
  });

  it('sends a member’s session with the application and points them to the agent page', async () => {
    const api = mockApi({
      ...SIGNED_IN,
      '/findmed/v1/member/message/num': ok({ notRead: 0 }),
      [PROGRAMME]: ok(SCHEME),
      [APPLY]: ok(application({ account: 'alice01' })),
    });
    useSessionStore.getState().setToken('tok-1');
    renderApp('/joinUs', 'desktop');
    expect((await screen.findByRole('link', { name: '前往代理页' })).getAttribute('href')).toBe(
      '/user/agentPage',
    );
    expect(screen.getByText('将以当前登录账号提交申请')).toBeTruthy();
    // Nothing about the member is filled in for them.
    expect((screen.getByLabelText('称呼') as HTMLInputElement).value).toBe('');
    await fillPhone();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByRole('region', { name: '申请已提交' })).toBeTruthy();
    expect(api.to(APPLY)[0]?.headers['t']).toBe('tok-1');
  });
});
