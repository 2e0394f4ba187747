import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberLimits } from '@kirin/contract';
import { MEMBER, mockApi, ok, siteConfig, type Reply } from '../../testing/api-mock.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { setUpPageTests, SIGNED_IN, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests();

const LIMITS = '/findmed/v1/member/limits';
const NONE: MemberLimits = {
  deposit: { day: null, week: null, month: null },
  loss: { day: null, week: null, month: null },
  wager: { day: null, week: null, month: null },
  used: {
    deposit: { day: null, week: null, month: null },
    loss: { day: null, week: null, month: null },
    wager: { day: null, week: null, month: null },
  },
  sessionMinutes: null,
  realityCheckMinutes: null,
  pending: [],
  timeoutUntil: null,
  excludedUntil: null,
};
const CHANNELS = {
  list: [
    {
      id: 1,
      name: '网银转账',
      kind: 'bank',
      min: '100.00',
      max: '50000.00',
      hours: { open: '00:00', close: '00:00' },
      open: true,
    },
  ],
};

function depositApi(limits: Reply) {
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/finance/deposit/channels': ok(CHANNELS),
    [LIMITS]: limits,
  });
}

const signIn = () => useSessionStore.getState().setToken('tok-1');

/** Signs up through the form (the server answering also `routes`); lands where it leads. */
async function signUp(routes: Record<string, Reply> = {}) {
  mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/f/v1/member/register': ok({ token: 'tok-n', member: MEMBER }, { id: 'tok-n' }),
    '/findmed/v1/member/token': ok(MEMBER),
    ...routes,
  });
  const app = renderApp('/register');
  await screen.findByLabelText('账号');
  typeInto('账号', 'newbie01');
  typeInto('密码', 'secret123');
  typeInto('确认密码', 'secret123');
  fireEvent.click(screen.getByRole('checkbox', { name: '我已年满18周岁' }));
  fireEvent.click(screen.getByRole('button', { name: '注册' }));
  return app;
}

describe('the invitation to set a deposit limit', () => {
  it('shows on the deposit page without a deposit limit; "later" is remembered per member', async () => {
    signIn();
    depositApi(ok(NONE));
    const first = renderApp('/finance/deposit');
    expect(
      await screen.findByText(
        '为自己设定每日、每周或每月的存款上限，让游戏保持在娱乐范围内。随时可以调低。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '设置存款限额' }).getAttribute('href')).toBe(
      '/user/responsible',
    );
    fireEvent.click(screen.getByRole('button', { name: '以后再说' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '以后再说' })).toBeNull());
    expect(localStorage.getItem(`protection.depositInvite.later.${MEMBER.username}`)).toBe('1');

    first.unmount();
    renderApp('/finance/deposit');
    expect(await screen.findByLabelText('充值金额')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '以后再说' })).toBeNull();
    // The line under the form stays.
    expect(screen.getByRole('link', { name: '设置存款限额' })).toBeTruthy();
  });

  it('leads to the limits page', async () => {
    signIn();
    depositApi(ok(NONE));
    const app = renderApp('/finance/deposit');
    fireEvent.click(await screen.findByRole('button', { name: '设置限额' }));
    await waitFor(() => expect(app.location()).toBe('/user/responsible'));
    expect(await screen.findByRole('region', { name: '存款限额' })).toBeTruthy();
  });

  it('does not show once a deposit limit is set or asked for', async () => {
    signIn();
    depositApi(ok({ ...NONE, deposit: { day: null, week: null, month: '20000.00' } }));
    renderApp('/finance/deposit');
    expect(await screen.findByLabelText('充值金额')).toBeTruthy();
    // The limits were read: the invitation is held back by them, not by a pending load.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '设置限额' })).toBeNull();
    expect(screen.getByRole('link', { name: '设置存款限额' })).toBeTruthy();
  });

  it('greets a new member on the page the sign-up lands on, and goes away on "later"', async () => {
    const app = await signUp();

    await waitFor(() => expect(app.location()).toBe('/app/home'));
    const card = await screen.findByRole('dialog', { name: '设置存款限额' });
    expect(card.textContent).toContain('设置限额');
    fireEvent.click(screen.getByRole('button', { name: '以后再说' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '设置存款限额' })).toBeNull());
    expect(app.location()).toBe('/app/home');
  });

  it('after sign-up, "set limit" opens the limits page', async () => {
    const app = await signUp({ [LIMITS]: ok(NONE) });
    fireEvent.click(await screen.findByRole('button', { name: '设置限额' }));
    await waitFor(() => expect(app.location()).toBe('/user/responsible'));
    expect(await screen.findByRole('region', { name: '存款限额' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '设置存款限额' })).toBeNull();
  });
});

describe('the home footer', () => {
  it('links to the responsible-gambling page on a phone and a desktop', async () => {
    mockApi({ '/findmed/v1/md': ok(siteConfig()) });
    const phone = renderApp('/app/home');
    expect((await screen.findByRole('link', { name: '负责任博彩' })).getAttribute('href')).toBe(
      '/user/responsible',
    );
    phone.unmount();
    renderApp('/home', 'desktop');
    expect((await screen.findByRole('link', { name: '负责任博彩' })).getAttribute('href')).toBe(
      '/user/responsible',
    );
  });
});
