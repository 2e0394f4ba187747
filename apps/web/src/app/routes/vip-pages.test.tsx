import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimableReward, MemberVip, VipLevel } from '@kirin/contract';
import {
  mockApi,
  ok,
  refuse,
  type Handler,
  type Reply,
  type SentRequest,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const NAMES = ['普通会员', '青铜', '白银', '黄金'];
const level = (n: number): VipLevel => ({
  level: n,
  name: NAMES[n] ?? `VIP${n}`,
  minDeposits: `${n * 1000}.00`,
  minTurnover: `${n * 5000}.00`,
  dailyWithdrawCount: 5 + n,
  dailyWithdrawLimit: '200000.00',
  rebateRate: `0.00${3 + n}`,
  upgradeBonus: n === 0 ? '0.00' : `${n * 18}.00`,
  birthdayBonus: `${n * 10}.00`,
  bonusTurnoverMultiple: '1',
});

function mine(extra: Partial<MemberVip> = {}): MemberVip {
  return {
    currency: 'CNY',
    level: 1,
    name: '青铜',
    deposits: '1500.00',
    turnover: '20000.00',
    next: {
      level: 2,
      name: '白银',
      deposits: { current: '1500.00', required: '2000.00', remaining: '500.00', percent: 75 },
      turnover: { current: '20000.00', required: '10000.00', remaining: '0.00', percent: 100 },
    },
    privileges: {
      dailyWithdrawCount: 6,
      dailyWithdrawLimit: '200000.00',
      rebateRate: '0.004',
      upgradeBonus: '18.00',
      birthdayBonus: '10.00',
      bonusTurnoverMultiple: '1',
    },
    birthDate: null,
    ...extra,
  };
}

const REBATE: ClaimableReward = {
  kind: 'rebate',
  period: '2026-11-20',
  amount: '40.00',
  basis: '10000.00',
  rate: '0.004',
  turnoverRequired: '40.00',
};

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/vips/list': ok({ currency: 'CNY', list: [0, 1, 2, 3].map(level) }),
    '/findmed/v1/member/vips': ok(mine()),
    '/findmed/v1/rewards/claimable': ok({ currency: 'CNY', list: [] }),
    ...extra,
  });
}

describe('VIP privileges', () => {
  it('shows a card per level on a phone, the member’s own marked', async () => {
    api();
    renderApp('/user/vip/privilege');
    const cards = await screen.findByRole('list', { name: 'VIP等级与特权' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const current = items[1]!;
    await waitFor(() => expect(current.getAttribute('aria-current')).toBe('true'));
    expect(within(current).getByText('当前')).toBeTruthy();
    expect(within(current).getByText('青铜')).toBeTruthy();
    expect(within(current).getByText('0.4%')).toBeTruthy();
    expect(within(current).getByText('累计存款 1,000.00 · 累计有效投注 5,000.00')).toBeTruthy();
    expect(within(items[0]!).getByText('注册即享')).toBeTruthy();
    expect(items[2]!.getAttribute('aria-current')).toBeNull();
  });

  it('shows a table on desktop with the member’s row highlighted', async () => {
    api();
    renderApp('/user/vip/privilege', 'desktop');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    await waitFor(() => expect(rows[1]!.className).toContain('is-mine'));
    expect(within(rows[3]!).getByText('54.00')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: '返水比例' })).toBeTruthy();
  });

  it('says so on a site without levels', async () => {
    api({ '/findmed/v1/member/vips/list': ok({ currency: 'CNY', list: [] }) });
    renderApp('/user/vip/privilege');
    expect(await screen.findByText('本站暂未开放VIP等级')).toBeTruthy();
  });
});

describe('VIP centre', () => {
  it('shows the level, progress to the next and privileges', async () => {
    api();
    renderApp('/user/vip/detail');
    expect(await screen.findByRole('heading', { name: '距离 白银' })).toBeTruthy();
    const deposits = screen.getByRole('progressbar', { name: '累计存款' });
    expect(deposits.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('1,500.00 / 2,000.00')).toBeTruthy();
    expect(screen.getByText('还差 500.00')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '累计有效投注' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getByText('已达成')).toBeTruthy();
    expect(screen.getByText('6 次')).toBeTruthy();
    expect(screen.getByText('0.4%')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部特权' }).getAttribute('href')).toBe(
      '/user/vip/privilege',
    );
    expect(await screen.findByText('暂无可领取的奖励')).toBeTruthy();
  });

  it('says the top level has no next', async () => {
    api({ '/findmed/v1/member/vips': ok(mine({ level: 3, name: '黄金', next: null })) });
    renderApp('/user/vip/detail', 'desktop');
    expect(await screen.findByText('您已是最高等级，感谢您的支持')).toBeTruthy();
  });

  it('claims a reward with a spinner, then says it arrived and asks again', async () => {
    let claimed = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls = api({
      '/findmed/v1/rewards/claimable': () => ok({ currency: 'CNY', list: claimed ? [] : [REBATE] }),
      '/findmed/v1/rewards/claim': async () => {
        await gate;
        claimed = true;
        return ok({ id: '9', kind: 'rebate', period: REBATE.period, amount: '40.00' });
      },
    });
    renderApp('/user/vip/detail');
    const button = await screen.findByRole('button', { name: '领取：2026-11-20 返水' });
    expect(screen.getByText('有效投注 10,000.00 × 0.4%')).toBeTruthy();
    expect(screen.getByText('流水要求 40.00')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toContain('领取中'));
    expect(calls.to('/findmed/v1/rewards/claim')[0]?.form).toEqual({
      kind: 'rebate',
      period: '2026-11-20',
    });
    release();
    expect(await screen.findByText('领取成功，40.00 已到账')).toBeTruthy();
    expect(await screen.findByText('暂无可领取的奖励')).toBeTruthy();
  });

  it('shows the refusal when a claim fails', async () => {
    api({
      '/findmed/v1/rewards/claimable': ok({ currency: 'CNY', list: [REBATE] }),
      '/findmed/v1/rewards/claim': refuse('REWARD_NOT_ELIGIBLE', '您暂不符合领取条件'),
    });
    renderApp('/user/vip/detail');
    fireEvent.click(await screen.findByRole('button', { name: '领取：2026-11-20 返水' }));
    expect(await screen.findByText('您暂不符合领取条件')).toBeTruthy();
  });

  it('takes the birthday once, then shows it', async () => {
    let birthDate: string | null = null;
    const calls = api({
      '/findmed/v1/member/vips': () => ok(mine({ birthDate })),
      '/findmed/v1/member/birthday': (request: SentRequest) => {
        if (request.form.birthDate === '2020-01-01')
          return refuse('BIRTHDAY_UNDERAGE', '您须年满18周岁');
        birthDate = request.form.birthDate ?? null;
        return ok({ birthDate });
      },
    });
    renderApp('/user/vip/detail');
    const field = await screen.findByLabelText('出生日期');
    fireEvent.click(screen.getByRole('button', { name: '保存生日' }));
    expect(await screen.findByText('请选择出生日期')).toBeTruthy();
    expect(calls.to('/findmed/v1/member/birthday')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '2020-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '保存生日' }));
    expect(await screen.findByText('您须年满18周岁')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1990-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: '保存生日' }));
    expect(await screen.findByText('生日设置成功')).toBeTruthy();
    expect(await screen.findByText('您的生日：1990-05-01')).toBeTruthy();
    expect(screen.queryByLabelText('出生日期')).toBeNull();
  });
});
