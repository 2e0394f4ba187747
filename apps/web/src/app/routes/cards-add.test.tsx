import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@kirin/contract';
import { decryptPassword, MEMBER, mockApi, ok, siteConfig } from '../../testing/api-mock.ts';
import { setUpPageTests, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const BANKS = {
  list: [
    { id: '010001', name: '中国工商银行', children: [] },
    { id: '010002', name: '中国建设银行', children: [] },
  ],
};
const EMPTY_CARDS = {
  bank: [],
  virtual: [],
  alipay: [],
  limits: { bank: 3, virtual: 2, alipay: 1 },
};

function api(config: { d: boolean; p: boolean }, member = MEMBER) {
  return mockApi({
    '/findmed/v1/md': ok(siteConfig()),
    '/f/v1/withdraw/password/config': ok(config),
    '/findmed/v1/member/token': ok(member),
    '/findmed/v1/member/tree': ok(BANKS),
    '/findmed/v1/member/cards': ok(EMPTY_CARDS),
    '/findmed/v1/member/cards/bank': ok({ id: 11 }),
    '/findmed/v1/finance/withdraw/info': ok({}),
  });
}

const ADVICE = ERROR_MESSAGES.WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT['zh-CN'];

describe('adding a withdrawal account behind the withdrawal-password gate (spec §4)', () => {
  it.each([
    ['/cards/addBankCard', '银行卡号'],
    ['/cards/addVirtualCoin', '钱包地址'],
    ['/cards/addAlipay', '支付宝账号'],
  ])(
    '%s: without a withdrawal password, a dialog advises setting one and leads there',
    async (path, fieldLabel) => {
      api({ d: true, p: false });
      const app = renderApp(path);
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain(ADVICE);
      expect(screen.queryByLabelText(fieldLabel)).toBeNull();
      // Said once, in the dialog: not again on the page behind it (issue 27).
      expect(screen.getAllByText(ADVICE)).toHaveLength(1);

      fireEvent.click(screen.getByRole('button', { name: '去设置' }));
      await waitFor(() => expect(app.location()).toBe('/setting/wpassword'));
      // The set form (6 digits + confirmation), not the change form.
      expect(await screen.findByLabelText('确认提现密码')).toBeTruthy();
      expect(screen.queryByLabelText('原提现密码')).toBeNull();
    },
  );

  it('shows the form with the withdrawal password when the member has one', async () => {
    api({ d: true, p: true });
    renderApp('/cards/addBankCard');
    expect(await screen.findByLabelText('银行卡号')).toBeTruthy();
    expect(screen.getByLabelText('提现密码')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the form without a withdrawal password where the site has none', async () => {
    api({ d: false, p: false });
    renderApp('/cards/addAlipay');
    expect(await screen.findByLabelText('支付宝账号')).toBeTruthy();
    expect(screen.queryByLabelText('提现密码')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a bank card: the holder is the real name, the withdrawal password encrypted', async () => {
    const calls = api({ d: true, p: true }, { ...MEMBER, realName: '张三' });
    const app = renderApp('/cards/addBankCard');
    const holder = (await screen.findByLabelText('持卡人')) as HTMLInputElement;
    expect(holder.value).toBe('张三');
    expect(holder.readOnly).toBe(true);

    typeInto('开户银行', '010002');
    typeInto('银行卡号', '6222020200112233');
    expect((screen.getByLabelText('银行卡号') as HTMLInputElement).value).toBe(
      '6222 0202 0011 2233',
    );
    typeInto('提现密码', '12345');
    expect(await screen.findByText('提现密码须为6位数字')).toBeTruthy();
    typeInto('提现密码', '123456');
    fireEvent.click(screen.getByRole('button', { name: '立即绑定' }));

    await waitFor(() => expect(app.location()).toBe('/cards'));
    expect(await screen.findByText('绑定成功')).toBeTruthy();
    const [sent] = calls.to('/findmed/v1/member/cards/bank');
    expect(sent?.form).toMatchObject({
      bankCode: '010002',
      cardNo: '6222020200112233',
      holder: '张三',
      branch: '',
    });
    expect(decryptPassword(sent?.form.wpassword ?? '')).toBe('123456');
  });
});
