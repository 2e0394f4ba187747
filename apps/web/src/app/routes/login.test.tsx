import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  decryptPassword,
  MEMBER,
  mockApi,
  ok,
  refuse,
  siteConfig,
  stubObjectUrls,
  svgReply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

/** A proof-of-work challenge as the server sends it: SHA-256 of salt + 321. */
const POW = btoa(
  JSON.stringify({
    algorithm: 'SHA-256',
    challenge: createHash('sha256').update('salt1321').digest('hex'),
    maxnumber: 1000,
    salt: 'salt1',
    signature: 'sig',
  }),
);

describe('/login', () => {
  it('sits in the site frame on a desktop, under the header with its menu', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/login', 'desktop');
    await screen.findByLabelText('账号');
    const menu = await screen.findByRole('navigation', { name: '主菜单' });
    expect(menu.closest('header')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '欢迎来到鹏冠电子' })).toBeTruthy();
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('fills a phone’s screen on its own, without the tab bar', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/login');
    await screen.findByLabelText('账号');
    expect(screen.queryByRole('navigation', { name: '主菜单' })).toBeNull();
  });

  it('validates as the member types, with the contract rules', async () => {
    const api = mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    renderApp('/login');
    await screen.findByLabelText('账号');

    typeInto('账号', 'ab');
    expect(await screen.findByText('4-11位字母或数字')).toBeTruthy();
    typeInto('账号', 'ab_cd');
    expect(await screen.findByText('4-11位字母或数字')).toBeTruthy();
    typeInto('账号', 'alice01');
    await waitFor(() => expect(screen.queryByText('4-11位字母或数字')).toBeNull());

    typeInto('密码', 'x');
    typeInto('密码', '');
    expect(await screen.findByText('请输入密码')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findAllByText('请输入密码')).toHaveLength(1);
    expect(api.to('/f/v1/member/login/mpe')).toHaveLength(0);
  });

  it('shows the server refusal, keeps the member signed out and renews the captcha', async () => {
    const urls = stubObjectUrls();
    const api = mockApi({
      '/findmed/v1/md': ok(siteConfig({ features: { withdrawPassword: true, captcha: true } })),
      '/findmed/v1/member/captcha': () => svgReply('ab12', POW),
      '/f/v1/member/login/mpe': refuse('ACCOUNT_OR_PASSWORD', '账号或密码错误'),
    });
    renderApp('/login');
    const image = await screen.findByRole('img', { name: '图形验证码' });
    expect(image.getAttribute('src')).toBe('blob:captcha-1');

    typeInto('账号', 'alice01');
    typeInto('密码', 'wrong1234');
    typeInto('图形验证码', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('账号或密码错误')).toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    const [sent] = api.to('/f/v1/member/login/mpe');
    expect(sent?.form.captcha).toBe('ab12');
    // With the picture's proof of work solved, as a header (issue 20).
    const proof = JSON.parse(atob(sent!.headers['x-captcha-proof']!));
    expect(proof).toMatchObject({ salt: 'salt1', number: 321 });
    // Single use: a failed attempt fetches a new image and lets the old URL go.
    await waitFor(() => expect(api.to('/findmed/v1/member/captcha')).toHaveLength(2));
    await waitFor(() => expect(image.getAttribute('src')).toBe('blob:captcha-2'));
    expect(urls.revoked).toContain('blob:captcha-1');
    expect((screen.getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');

    // Tapping the image also gets a new one.
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    await waitFor(() => expect(api.to('/findmed/v1/member/captcha')).toHaveLength(3));
  });

  it('keeps a session-time refusal on screen until the member closes it', async () => {
    const message = '您已达到今日的在线时长限制，请于北京时间2026-11-30 00:00:00后再登录';
    mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/f/v1/member/login/mpe': refuse('SESSION_LIMIT_REACHED', message, {
        resetsAt: '2026-11-29T16:00:00.000Z',
      }),
    });
    const app = renderApp('/login');
    await screen.findByLabelText('账号');
    typeInto('账号', 'alice01');
    typeInto('密码', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(message);
    expect(useSessionStore.getState().token).toBeNull();
    expect(app.location()).toBe('/login');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('sends the password encrypted, stores the session and returns to the page it came from', async () => {
    const api = mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/f/v1/member/login/mpe': ok({ token: 'tok-9', member: MEMBER }, { id: 'tok-9' }),
      '/findmed/v1/member/token': ok(MEMBER),
    });
    const app = renderApp('/login?redirect=%2FpersonalInfo');
    await screen.findByLabelText('账号');
    typeInto('账号', 'alice01');
    typeInto('密码', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(app.location()).toBe('/personalInfo'));
    const [sent] = api.to('/f/v1/member/login/mpe');
    expect(sent?.form.account).toBe('alice01');
    expect(sent?.form.password).not.toBe('secret123');
    expect(decryptPassword(sent?.form.password ?? '')).toBe('secret123');
    expect(sent?.form).not.toHaveProperty('captcha');

    const session = useSessionStore.getState();
    expect(session.token).toBe('tok-9');
    expect(sessionStorage.getItem('t')).toBe('tok-9');
    expect(session.memberInfo?.username).toBe('alice01');
    expect(await screen.findByText('VIP等级')).toBeTruthy();
  });

  it('goes home after log-in without a redirect, and ignores one that leaves the site', async () => {
    mockApi({
      '/findmed/v1/md': ok(siteConfig()),
      '/f/v1/member/login/mpe': ok({ token: 'tok-9', member: MEMBER }, { id: 'tok-9' }),
      '/findmed/v1/member/token': ok(MEMBER),
    });
    const app = renderApp('/login?redirect=%2F%2Fevil.example%2F', 'desktop');
    await screen.findByLabelText('账号');
    typeInto('账号', 'alice01');
    typeInto('密码', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(app.location()).toBe('/home'));
  });

  it('/entry goes to /login keeping the query, inside the entry frame', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    const app = renderApp('/entry?redirect=%2Fcards');
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fcards'));
    expect(await screen.findByRole('heading', { name: /欢迎来到/ })).toBeTruthy();
    expect(screen.getByText('本站仅限年满18周岁的用户使用')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: '还没有账号？立即注册' })).getAttribute('href'),
    ).toBe('/register?redirect=%2Fcards');
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
  });
});
