import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, type MemberLimits } from '@kirin/contract';
import { unmountPopups } from '../../components/feedback.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  decryptPassword,
  mockApi,
  ok,
  refuse,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const LIMITS = '/findmed/v1/member/limits';
const CONFIRM = '/findmed/v1/member/limits/confirm';

function limits(extra: Partial<MemberLimits> = {}): MemberLimits {
  return {
    deposit: { day: null, week: '5000.00', month: null },
    loss: { day: null, week: null, month: null },
    wager: { day: null, week: null, month: null },
    used: {
      deposit: { day: null, week: '0.00', month: null },
      loss: { day: null, week: null, month: null },
      wager: { day: null, week: null, month: null },
    },
    sessionMinutes: null,
    realityCheckMinutes: null,
    pending: [],
    timeoutUntil: null,
    excludedUntil: null,
    ...extra,
  };
}

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/f/v1/member/logout': ok(null),
    ...extra,
  });
}

/** The JSON body of the n-th request to a path. */
const sent = (calls: ReturnType<typeof api>, path: string, n = 0): unknown =>
  JSON.parse(calls.to(path)[n]?.body ?? 'null');

describe('/user/responsible', () => {
  it('shows each limit or 未设置, and sets a daily deposit limit that applies at once', async () => {
    const calls = api({
      [LIMITS]: (request) =>
        request.method === 'GET'
          ? ok(limits())
          : ok(limits({ deposit: { day: '500.00', week: '5000.00', month: null } })),
    });
    renderApp('/user/responsible');
    const deposit = await screen.findByRole('region', { name: '存款限额' });
    expect(within(deposit).getByText('5,000.00')).toBeTruthy();
    expect(within(deposit).getAllByText('未设置')).toHaveLength(2);
    // The rule, in plain words.
    expect(screen.getByText(/调低限额立即生效；调高或取消限额需等待24小时/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '设置 每日存款限额' }));
    typeInto('每日存款限额金额', 'abc');
    fireEvent.click(within(deposit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的金额')).toBeTruthy();
    expect(calls.to(LIMITS).filter((r) => r.method === 'POST')).toHaveLength(0);

    typeInto('每日存款限额金额', '500');
    fireEvent.click(within(deposit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已生效')).toBeTruthy();
    const post = calls.to(LIMITS).find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '500.00',
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await within(deposit).findByText('500.00')).toBeTruthy();
  });

  it('shows what each set money limit has used and left of its period, with a bar', async () => {
    api({
      [LIMITS]: ok(
        limits({
          loss: { day: '50.00', week: null, month: '1000.00' },
          used: {
            deposit: { day: null, week: '1200.00', month: null },
            loss: { day: '40.00', week: null, month: '1250.00' },
            wager: { day: null, week: null, month: null },
          },
        }),
      ),
    });
    renderApp('/user/responsible');
    const loss = await screen.findByRole('region', { name: '亏损限额' });
    expect(within(loss).getByText('本日已用 40.00 · 剩余 10.00')).toBeTruthy();
    // Past the limit (a settlement may pass it): nothing left, the bar full.
    expect(within(loss).getByText('本月已用 1,250.00 · 剩余 0.00')).toBeTruthy();
    const bars = within(loss).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['80', '100']);
    expect(bars[0]?.getAttribute('aria-label')).toBe('每日亏损限额已用比例');
    const deposit = screen.getByRole('region', { name: '存款限额' });
    expect(within(deposit).getByText('本周已用 1,200.00 · 剩余 3,800.00')).toBeTruthy();
    // No limit, no usage line and no bar.
    const wager = screen.getByRole('region', { name: '投注限额' });
    expect(within(wager).queryByText(/已用/)).toBeNull();
    expect(within(wager).queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/亏损限额计算的是本周期内已结算注单的净亏损/)).toBeTruthy();
  });

  it('shows a refusal of the server under the field, in the member’s language', async () => {
    api({
      [LIMITS]: (request) =>
        request.method === 'GET'
          ? ok(limits())
          : refuse('VALIDATION', '提交的信息有误，请检查后重试', {
              fields: { amount: '金额超出允许范围' },
            }),
    });
    renderApp('/user/responsible');
    const wager = await screen.findByRole('region', { name: '投注限额' });
    fireEvent.click(within(wager).getByRole('button', { name: '设置 每月投注限额' }));
    typeInto('每月投注限额金额', '99999999999');
    fireEvent.click(within(wager).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('金额超出允许范围')).toBeTruthy();
    expect(await screen.findByText('提交的信息有误，请检查后重试')).toBeTruthy();
  });

  it('raises a limit: it waits, counts down, and is confirmed once the wait is over', async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const waiting = limits({
      pending: [
        {
          kind: 'deposit',
          period: 'week',
          amount: '8000.00',
          effectiveAt: soon,
          confirmable: false,
        },
        { kind: 'session', period: null, amount: null, effectiveAt: later, confirmable: false },
      ],
    });
    const calls = api({
      [LIMITS]: (request) => (request.method === 'GET' ? ok(limits()) : ok(waiting)),
      [CONFIRM]: vi
        .fn<Handler>()
        .mockReturnValueOnce(
          refuse('LIMIT_NOT_CONFIRMABLE', ERROR_MESSAGES.LIMIT_NOT_CONFIRMABLE['zh-CN']),
        )
        .mockReturnValue(
          ok(limits({ deposit: { day: null, week: '8000.00', month: null }, pending: [] })),
        ),
    });
    renderApp('/user/responsible');
    const deposit = await screen.findByRole('region', { name: '存款限额' });
    fireEvent.click(within(deposit).getByRole('button', { name: '修改 每周存款限额' }));
    typeInto('每周存款限额金额', '8000');
    fireEvent.click(within(deposit).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已提交，24小时后可确认生效')).toBeTruthy();
    expect(sent(calls, LIMITS, 1)).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: '8000.00',
    });

    const pending = await screen.findByRole('region', { name: '待生效的调整' });
    expect(within(pending).getByText('调整为 8,000.00')).toBeTruthy();
    expect(within(pending).getByText('取消限额')).toBeTruthy();
    expect(within(pending).getByText(/^(1:59:\d\d|2:00:00)后可确认$/)).toBeTruthy();
    expect(within(deposit).getByText('待确认')).toBeTruthy();

    // The countdown runs out on the page: the confirm button appears without a reload.
    const confirm = await within(pending).findByRole(
      'button',
      { name: '确认生效 每周存款限额' },
      { timeout: 5_000 },
    );
    expect(within(pending).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(confirm);
    expect(await screen.findByText(ERROR_MESSAGES.LIMIT_NOT_CONFIRMABLE['zh-CN'])).toBeTruthy();
    fireEvent.click(confirm);
    expect(await screen.findByText('已确认，新限额已生效')).toBeTruthy();
    expect(sent(calls, CONFIRM, 1)).toEqual({ kind: 'deposit', period: 'week' });
    await waitFor(() => expect(screen.queryByRole('region', { name: '待生效的调整' })).toBeNull());
    expect(within(deposit).getByText('8,000.00')).toBeTruthy();
  });

  it('sets the reality check and the session time in minutes', async () => {
    const calls = api({
      [LIMITS]: (request) =>
        request.method === 'GET'
          ? ok(limits())
          : request.body.includes('session')
            ? ok(limits({ realityCheckMinutes: 30, sessionMinutes: 90 }))
            : ok(limits({ realityCheckMinutes: 30 })),
    });
    renderApp('/user/responsible');
    await screen.findByRole('region', { name: '时间管理' });
    expect((screen.getByRole('radio', { name: '关闭' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '每30分钟' }));
    await waitFor(() =>
      expect(calls.to(LIMITS).filter((r) => r.method === 'POST')).toHaveLength(1),
    );
    expect(sent(calls, LIMITS, 1)).toEqual({ kind: 'realityCheck', period: null, amount: 30 });

    fireEvent.click(screen.getByRole('button', { name: '设置 每日在线时长' }));
    typeInto('每日在线时长 时长（分钟）', '2000');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入1-1440之间的整数')).toBeTruthy();
    typeInto('每日在线时长 时长（分钟）', '90');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(calls.to(LIMITS).filter((r) => r.method === 'POST')).toHaveLength(2),
    );
    expect(sent(calls, LIMITS, 2)).toEqual({ kind: 'session', period: null, amount: 90 });
    expect(await screen.findByText('90分钟')).toBeTruthy();
  });

  it('takes a time-out after a dialog that says what happens, then logs out', async () => {
    const until = '2026-12-06T02:00:00.000Z';
    const calls = api({ [LIMITS]: ok(limits()), '/findmed/v1/member/timeout': ok({ until }) });
    const app = renderApp('/user/responsible');
    const panel = await screen.findByRole('region', { name: '暂停（冷静期）' });
    const start = within(panel).getByRole('button', { name: '开始暂停' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.click(within(panel).getByRole('radio', { name: '7天' }));
    fireEvent.click(start);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认暂停7天？')).toBeTruthy();
    const body = dialog.textContent ?? '';
    expect(body).toContain('所有品牌');
    expect(body).toContain('立即登出');
    expect(body).toContain('不能缩短');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认暂停' }));

    await waitFor(() => expect(app.location()).toBe('/app/home'));
    expect(sent(calls, '/findmed/v1/member/timeout')).toEqual({ days: 7 });
    expect(calls.to('/findmed/v1/member/timeout')[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(calls.to('/f/v1/member/logout')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByText(/^您已暂停至2026-12-06 \d\d:00:00。/)).toBeTruthy();
  });

  it('excludes the member with the login password again, encrypted as at log-in', async () => {
    const calls = api({
      [LIMITS]: ok(limits()),
      '/findmed/v1/member/exclude': vi
        .fn<Handler>()
        .mockReturnValueOnce(refuse('PASSWORD_WRONG', '原密码错误'))
        .mockReturnValue(ok({ until: null })),
    });
    const app = renderApp('/user/responsible');
    const panel = await screen.findByRole('region', { name: '自我禁止' });
    fireEvent.click(within(panel).getByRole('button', { name: '申请自我禁止' }));
    expect(await within(panel).findByText('请选择禁止时长')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('radio', { name: '永久' }));
    typeInto('登录密码', 'secret123');
    fireEvent.click(within(panel).getByRole('button', { name: '申请自我禁止' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认自我禁止永久？')).toBeTruthy();
    expect(dialog.textContent).toContain('永久有效');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认禁止' }));
    // A wrong password: told so, still signed in.
    expect(await screen.findByText('原密码错误')).toBeTruthy();
    expect(useSessionStore.getState().token).toBe('tok-1');

    typeInto('登录密码', 'right1234');
    // The first dialog may still be closing (its animation): take it away at once.
    unmountPopups(true);
    fireEvent.click(within(panel).getByRole('button', { name: '申请自我禁止' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认禁止' }));
    await waitFor(() => expect(app.location()).toBe('/app/home'));
    const body = sent(calls, '/findmed/v1/member/exclude', 1) as {
      months: number;
      password: string;
    };
    expect(body.months).toBe(0);
    expect(decryptPassword(body.password)).toBe('right1234');
    expect(calls.to('/f/v1/member/logout')).toHaveLength(1);
    expect(
      await screen.findByText('自我禁止已生效，永久有效。期间仍可登录提款和查看记录。'),
    ).toBeTruthy();
  });

  it('shows a restriction in force and its end at the top', async () => {
    api({
      [LIMITS]: ok(
        limits({ timeoutUntil: '2026-12-06T02:00:00.000Z', excludedUntil: 'permanent' }),
      ),
    });
    renderApp('/user/responsible');
    const notice = await screen.findByRole('status', { name: '请注意' });
    expect(notice.textContent).toContain('您已永久自我禁止');
    expect(notice.textContent).toMatch(/您正处于暂停期，至2026-12-06 \d\d:00:00结束/);
  });

  it('is listed in the member centre, with help and a way to customer service', async () => {
    api({ [LIMITS]: ok(limits()) });
    const app = renderApp('/app/center');
    fireEvent.click(await screen.findByRole('link', { name: '负责任博彩' }));
    await waitFor(() => expect(app.location()).toBe('/user/responsible'));
    expect(await screen.findByRole('link', { name: '在线客服' })).toBeTruthy();
    expect(screen.getByText(/博彩应当是一种娱乐/)).toBeTruthy();
  });
});
