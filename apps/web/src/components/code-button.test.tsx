import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_RESEND_SECONDS } from '@kirin/contract';
import { initI18n, loadI18nPart } from '../i18n/index.ts';
import { ApiRefusal, HttpError } from '../lib/api-client.ts';
import type { SendCodeResult } from '../lib/api/send-code.ts';
import { CodeButton } from './code-button.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
  await loadI18nPart('account');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

const sent = (channel: 'phone' | 'email' = 'phone'): SendCodeResult => ({
  channel,
  to: '138****8000',
  resendSeconds: CODE_RESEND_SECONDS,
  expiresSeconds: 600,
});

async function click(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('CodeButton', () => {
  it('says a code went to what is bound when the server names no address (forgotten password)', async () => {
    render(<CodeButton onSend={async () => ({ ...sent(), to: '' })} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('如该账号已绑定手机，验证码已发送至绑定的手机')).toBeTruthy();
  });

  it('counts down 60 seconds after a code is sent, then offers to resend', async () => {
    const onSend = vi.fn(async () => sent());
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(CODE_RESEND_SECONDS).toBe(60);
    expect(button.textContent).toBe('60秒后重发');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('验证码已发送至您的手机')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(button.textContent).toBe('59秒后重发');
    // A tap while counting sends nothing.
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(button.textContent).toBe('重新获取');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('says where an email code went', async () => {
    render(<CodeButton onSend={async () => sent('email')} />);
    await click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至您的邮箱')).toBeTruthy();
  });

  it('does not count down when nothing was sent (a field is not valid yet)', async () => {
    render(<CodeButton onSend={async () => null} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(button.textContent).toBe('获取验证码');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the refusal, and the msg of a 429 envelope, without counting down', async () => {
    const onSend = vi
      .fn<() => Promise<SendCodeResult | null>>()
      .mockRejectedValueOnce(
        new ApiRefusal('PHONE_NOT_BOUND', '该账号未绑定手机号，请联系客服', null),
      )
      .mockRejectedValueOnce(
        new HttpError(429, {
          status: false,
          data: null,
          code: 'RATE_LIMITED',
          msg: '操作过于频繁，请60秒后再试',
        }),
      );
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await click(button);
    expect(await screen.findByText('该账号未绑定手机号，请联系客服')).toBeTruthy();
    expect(button.textContent).toBe('获取验证码');
    await click(button);
    expect(await screen.findByText('操作过于频繁，请60秒后再试')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
