import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  decryptPassword,
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
} from '../../testing/api-mock.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

const PHONE_AREAS = {
  list: [
    { code: '86', name: '中国大陆' },
    { code: '852', name: '中国香港' },
  ],
};

function fillAccount() {
  typeInto('账号', 'newbie01');
  typeInto('密码', 'secret123');
  typeInto('确认密码', 'secret123');
}

describe('/register', () => {
  it('takes the invite code from the link and keeps it fixed', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/register?invite_code=INV42');
    const invite = (await screen.findByLabelText('邀请码')) as HTMLInputElement;
    expect(invite.value).toBe('INV42');
    expect(invite.readOnly).toBe(true);
  });

  it('leaves the invite code open when the link has none', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/register');
    const invite = (await screen.findByLabelText('邀请码')) as HTMLInputElement;
    expect(invite.value).toBe('');
    expect(invite.readOnly).toBe(false);
  });

  it('requires the visible 18+ box before anything is sent', async () => {
    const api = mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/f/v1/member/register': ok({ token: 'tok-n', member: MEMBER }, { id: 'tok-n' }),
      '/findmed/v1/member/token': ok(MEMBER),
    });
    const app = renderApp('/register?invite_code=INV42&redirect=%2Fcards');
    await screen.findByLabelText('账号');
    fillAccount();
    const adult = screen.getByRole('checkbox', { name: '我已年满18周岁' });
    expect((adult as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请确认您已年满18周岁')).toBeTruthy();
    expect(api.to('/f/v1/member/register')).toHaveLength(0);

    fireEvent.click(adult);
    await waitFor(() => expect(screen.queryByText('请确认您已年满18周岁')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(app.location()).toBe('/cards'));
    const [sent] = api.to('/f/v1/member/register');
    expect(sent?.form).toMatchObject({ account: 'newbie01', invite_code: 'INV42', adult: '1' });
    expect(decryptPassword(sent?.form.password ?? '')).toBe('secret123');
    expect(decryptPassword(sent?.form.confirmPassword ?? '')).toBe('secret123');
    expect(useSessionStore.getState().token).toBe('tok-n');
    expect(useSessionStore.getState().memberInfo?.username).toBe('alice01');
  });

  it('checks the password rules and the confirmation as the member types', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/register');
    await screen.findByLabelText('账号');
    typeInto('密码', 'short1');
    expect(await screen.findByText('密码长度须为8-64位')).toBeTruthy();
    typeInto('密码', 'onlyletters');
    expect(await screen.findByText('密码须同时包含字母和数字')).toBeTruthy();
    typeInto('密码', 'secret123');
    typeInto('确认密码', 'secret124');
    expect(await screen.findByText('两次输入不一致')).toBeTruthy();
  });

  it('asks for the phone and its SMS code where the brand requires them', async () => {
    const api = mockApi({
      '/findmed/v1/md': ok(siteConfig({ registerRequiresPhone: true })),
      '/findmed/v1/member/phoneArea': ok(PHONE_AREAS),
      '/service/sms': ok({
        channel: 'phone',
        to: '138****8000',
        resendSeconds: 60,
        expiresSeconds: 600,
      }),
      '/f/v1/member/register': refuse('VALIDATION', '提交的信息有误，请检查后重试', {
        fields: { code: '验证码错误' },
      }),
    });
    renderApp('/register');
    const area = (await screen.findByLabelText('区号')) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(area).getByRole('option', { name: '+852 中国香港' })).toBeTruthy(),
    );
    expect(area.value).toBe('86');

    // The code is not sent for a number that cannot be right.
    typeInto('手机号', '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号格式不正确')).toBeTruthy();
    expect(api.to('/service/sms')).toHaveLength(0);

    typeInto('手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重发' })).toBeTruthy();
    expect(api.to('/service/sms')[0]?.form).toEqual({
      type: 'phone',
      purpose: 'register',
      areaCode: '86',
      phone: '13800138000',
    });

    fillAccount();
    typeInto('手机验证码', '123456');
    fireEvent.click(screen.getByRole('checkbox', { name: '我已年满18周岁' }));
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    // The server's reason shows under its field; the catalogue message as a toast.
    expect(await screen.findByText('验证码错误')).toBeTruthy();
    expect(await screen.findByText('提交的信息有误，请检查后重试')).toBeTruthy();
    expect(api.to('/f/v1/member/register')[0]?.form).toMatchObject({
      areaCode: '86',
      phone: '13800138000',
      code: '123456',
    });
  });

  it('says where the code is when the server keeps SMS codes in its demo outbox', async () => {
    mockApi({
      '/findmed/v1/md': ok(
        siteConfig({ registerRequiresPhone: true, codesDemo: { phone: true, email: false } }),
      ),
      '/findmed/v1/member/phoneArea': ok(PHONE_AREAS),
    });
    renderApp('/register');
    await screen.findByLabelText('手机验证码');
    expect(screen.getByText('演示模式：验证码见服务器日志')).toBeTruthy();
  });

  it('gives no demo hint where codes are really sent', async () => {
    mockApi({
      '/findmed/v1/md': ok(
        siteConfig({ registerRequiresPhone: true, codesDemo: { phone: false, email: true } }),
      ),
      '/findmed/v1/member/phoneArea': ok(PHONE_AREAS),
    });
    renderApp('/register');
    await screen.findByLabelText('手机验证码');
    expect(screen.queryByText('演示模式：验证码见服务器日志')).toBeNull();
  });
});
