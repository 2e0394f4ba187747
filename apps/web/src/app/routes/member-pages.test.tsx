import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@kirin/contract';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  decryptPassword,
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const SENT = ok({ channel: 'phone', to: '138****8000', resendSeconds: 60, expiresSeconds: 600 });

function api(extra: Record<string, Handler | Reply> = {}, member = MEMBER) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/findmed/v1/member/token': ok(member),
    '/f/v1/withdraw/password/config': ok({ d: true, p: true }),
    '/findmed/v1/member/phoneArea': ok({ list: [{ code: '86', name: '中国大陆' }] }),
    ...extra,
  });
}

describe('personal info', () => {
  it('shows the member, masked, with the way to each editor', async () => {
    api();
    renderApp('/personalInfo');
    expect(await screen.findByText('+86 138****8000')).toBeTruthy();
    expect(screen.getAllByText('VIP1').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /真实姓名\s*未设置/ }).getAttribute('href')).toBe(
      '/personalInfo/name',
    );
    expect(screen.getByRole('link', { name: /邮箱\s*未绑定/ }).getAttribute('href')).toBe(
      '/personalInfo/mail',
    );
    expect(screen.getByText('2026-11-20 18:00:00')).toBeTruthy();
  });

  it('a real name once set is only shown, with the catalogue hint', async () => {
    api({}, { ...MEMBER, realName: '张三' });
    renderApp('/personalInfo/name');
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.REAL_NAME_LOCKED['zh-CN'])).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('sets the real name once', async () => {
    let current = MEMBER;
    const calls = api({
      '/findmed/v1/member/token': () => ok(current),
      '/findmed/v1/member/update': () => {
        current = { ...MEMBER, realName: '张三' };
        return ok(current);
      },
    });
    const app = renderApp('/personalInfo/name');
    await screen.findByLabelText('真实姓名');
    typeInto('真实姓名', '张');
    expect(await screen.findByText('请输入2-30个字的真实姓名')).toBeTruthy();
    typeInto('真实姓名', '张三');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(app.location()).toBe('/personalInfo'));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(calls.to('/findmed/v1/member/update')[0]?.form).toEqual({ realName: '张三' });
    expect(useSessionStore.getState().memberInfo?.realName).toBe('张三');
  });

  it('binds an email with a code sent to the new address', async () => {
    const calls = api({
      '/service/sms': ok({
        channel: 'email',
        to: 'ne***@example.com',
        resendSeconds: 60,
        expiresSeconds: 600,
      }),
      '/findmed/v1/member/update': ok({ ...MEMBER, email: 'ne***@example.com' }),
    });
    const app = renderApp('/personalInfo/mail');
    await screen.findByLabelText('新邮箱');
    typeInto('新邮箱', 'new@example.com');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至您的邮箱')).toBeTruthy();
    expect(calls.to('/service/sms')[0]?.form).toEqual({
      type: 'email',
      purpose: 'bind',
      email: 'new@example.com',
    });
    typeInto('邮箱验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));
    await waitFor(() => expect(app.location()).toBe('/personalInfo'));
    expect(calls.to('/findmed/v1/member/update')[0]?.form).toEqual({
      email: 'new@example.com',
      code: '654321',
    });
  });
});

describe('settings', () => {
  it('lists the entries; the forgotten withdrawal password only once one is set', async () => {
    api({ '/f/v1/withdraw/password/config': ok({ d: true, p: false }) });
    renderApp('/setting');
    expect(await screen.findByRole('link', { name: /提现密码\s*未设置/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '忘记提现密码' })).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(useSessionStore.getState().withdrawConfig).toEqual({ d: true, p: false });
  });

  it('changes the login password, then shows the success page', async () => {
    const calls = api({
      '/findmed/v1/member/updatepassword': vi
        .fn<Handler>()
        .mockReturnValueOnce(refuse('PASSWORD_WRONG', '原密码错误'))
        .mockReturnValue(ok(null)),
    });
    const app = renderApp('/setting/password');
    await screen.findByLabelText('原密码');
    typeInto('原密码', 'old12345');
    typeInto('新密码', 'old12345');
    expect(await screen.findByText(ERROR_MESSAGES.PASSWORD_UNCHANGED['zh-CN'])).toBeTruthy();
    typeInto('新密码', 'new12345');
    typeInto('确认密码', 'new12345');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('原密码错误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/setting/success'));
    expect(await screen.findByRole('heading', { name: '密码修改成功' })).toBeTruthy();
    const sent = calls.to('/findmed/v1/member/updatepassword')[1]?.form ?? {};
    expect(decryptPassword(sent.oldPassword ?? '')).toBe('old12345');
    expect(decryptPassword(sent.password ?? '')).toBe('new12345');
    expect(decryptPassword(sent.confirmPassword ?? '')).toBe('new12345');
  });

  it('sets a first withdrawal password: six digits, twice', async () => {
    const calls = api({
      '/f/v1/withdraw/password/config': ok({ d: true, p: false }),
      '/f/v1/withdraw/password/set': ok(null),
    });
    const app = renderApp('/setting/wpassword');
    await screen.findByLabelText('确认提现密码');
    expect(screen.queryByLabelText('原提现密码')).toBeNull();
    typeInto('提现密码', '1234567');
    expect(await screen.findByText('提现密码须为6位数字')).toBeTruthy();
    typeInto('提现密码', '123456');
    typeInto('确认提现密码', '123455');
    expect(await screen.findByText('两次输入不一致')).toBeTruthy();
    typeInto('确认提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/setting/wsuccess'));
    expect(await screen.findByRole('heading', { name: '提现密码设置成功' })).toBeTruthy();
    expect(decryptPassword(calls.to('/f/v1/withdraw/password/set')[0]?.form.wpassword ?? '')).toBe(
      '123456',
    );
  });

  it('changes the withdrawal password with the old one', async () => {
    const calls = api({ '/f/v1/withdraw/password/update': ok(null) });
    const app = renderApp('/setting/wpassword');
    await screen.findByLabelText('原提现密码');
    typeInto('原提现密码', '111111');
    typeInto('新提现密码', '222222');
    typeInto('确认提现密码', '222222');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/setting/wsuccess'));
    const sent = calls.to('/f/v1/withdraw/password/update')[0]?.form ?? {};
    expect(decryptPassword(sent.oldWpassword ?? '')).toBe('111111');
    expect(decryptPassword(sent.wpassword ?? '')).toBe('222222');
  });

  it('resets a forgotten withdrawal password with a code to the bound phone', async () => {
    const calls = api({ '/service/sms': SENT, '/f/v1/withdraw/password/reset': ok(null) });
    const app = renderApp('/setting/verification');
    expect(await screen.findByText('验证码将发送至 138****8000')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '邮箱' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeTruthy();
    expect(calls.to('/service/sms')[0]?.form).toEqual({ type: 'phone', purpose: 'withdraw' });
    typeInto('手机验证码', '123456');
    typeInto('新提现密码', '654321');
    typeInto('确认提现密码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(app.location()).toBe('/setting/wsuccess'));
    const sent = calls.to('/f/v1/withdraw/password/reset')[0]?.form ?? {};
    expect(sent).toMatchObject({ type: 'phone', code: '123456' });
    expect(decryptPassword(sent.wpassword ?? '')).toBe('654321');
  });
});

describe('withdrawal accounts', () => {
  const CARDS = {
    bank: [
      {
        id: 5,
        bankCode: '010001',
        bankName: '中国工商银行',
        cardNo: '**** **** **** 8128',
        holder: '张三',
        branch: '',
        createdAt: '2026-11-02T02:00:00.000Z',
      },
    ],
    virtual: [
      { id: 6, currency: 'USDT', network: 'TRC20', address: 'TR7NHq…gjLj6t', createdAt: '' },
    ],
    alipay: [],
    limits: { bank: 1, virtual: 5, alipay: 3 },
  };

  it('lists every kind, masked, and hides "add" for a kind at its limit', async () => {
    api({ '/findmed/v1/member/cards': ok(CARDS) });
    renderApp('/cards');
    const bank = await screen.findByRole('region', { name: '银行卡' });
    expect(within(bank).getByText('**** **** **** 8128')).toBeTruthy();
    expect(within(bank).queryByRole('link', { name: /添加银行卡/ })).toBeNull();
    expect(within(bank).getByText('已达绑定上限（1个）')).toBeTruthy();
    expect(
      within(bank)
        .getByRole('link', { name: /中国工商银行/ })
        .getAttribute('href'),
    ).toBe('/cards/bankDetail?id=5');
    const virtual = screen.getByRole('region', { name: '虚拟币地址' });
    expect(within(virtual).getByText('TR7NHq…gjLj6t')).toBeTruthy();
    expect(
      within(virtual)
        .getByRole('link', { name: /添加虚拟币地址/ })
        .getAttribute('href'),
    ).toBe('/cards/addVirtualCoin');
    const alipay = screen.getByRole('region', { name: '支付宝' });
    expect(within(alipay).getByText('暂未绑定支付宝')).toBeTruthy();
  });

  it('removes an account after confirmation', async () => {
    const calls = api({
      '/findmed/v1/member/cards': ok(CARDS),
      '/findmed/v1/member/cards/delete': ok(null),
    });
    const app = renderApp('/cards/bankDetail?id=6');
    expect(await screen.findAllByText('USDT · TRC20')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(app.location()).toBe('/cards'));
    expect(calls.to('/findmed/v1/member/cards/delete')[0]?.form).toEqual({ id: '6' });
  });

  it('says so for an id that is not the member’s', async () => {
    api({ '/findmed/v1/member/cards': ok(CARDS) });
    renderApp('/cards/bankDetail?id=99');
    expect(await screen.findByText('该提现账户不存在')).toBeTruthy();
  });
});

describe('password recovery', () => {
  it('sends a code to the account’s bound phone, then sets the new password', async () => {
    const calls = mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/service/sms': SENT,
      '/findmed/v1/member/forgetpassword': ok(null),
    });
    useSessionStore.getState().clearSession();
    const app = renderApp('/forgetPassword', 'desktop');
    await screen.findByLabelText('账号');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(calls.to('/service/sms')).toHaveLength(0);

    typeInto('账号', 'alice01');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeTruthy();
    expect(calls.to('/service/sms')[0]?.form).toEqual({
      type: 'phone',
      purpose: 'forget',
      account: 'alice01',
    });
    typeInto('手机验证码', '123456');
    typeInto('新密码', 'fresh1234');
    typeInto('确认密码', 'fresh1234');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByText('密码修改成功')).toBeTruthy();
    const sent = calls.to('/findmed/v1/member/forgetpassword')[0]?.form ?? {};
    expect(sent).toMatchObject({ account: 'alice01', type: 'phone', code: '123456' });
    expect(decryptPassword(sent.password ?? '')).toBe('fresh1234');
  });
});
