import { describe, expect, it } from 'vitest';
import { CodeDeliveryError, type CodeMessage, type CodeSender } from './code-sender.ts';
import { RoutingCodeSender } from './routing-sender.ts';

class Recorder implements CodeSender {
  readonly sent: CodeMessage[] = [];
  async send(message: CodeMessage): Promise<void> {
    this.sent.push(message);
  }
}

const message = (channel: CodeMessage['channel'], to: string): CodeMessage => ({
  siteCode: 'pgdz',
  channel,
  to,
  code: '123456',
  purpose: 'bind',
  lang: 'en',
  siteName: 'Kirin',
  ttlMinutes: 10,
});

describe('RoutingCodeSender', () => {
  it('dispatches by channel', async () => {
    const email = new Recorder();
    const phone = new Recorder();
    const router = new RoutingCodeSender({ email, phone });
    await router.send(message('email', 'a@example.com'));
    await router.send(message('phone', '+85291234567'));
    expect(email.sent.map((m) => m.to)).toEqual(['a@example.com']);
    expect(phone.sent.map((m) => m.to)).toEqual(['+85291234567']);
  });

  it('refuses a channel nobody configured', async () => {
    const router = new RoutingCodeSender({ email: new Recorder() });
    const sending = router.send(message('phone', '+85291234567'));
    await expect(sending).rejects.toBeInstanceOf(CodeDeliveryError);
    await expect(sending).rejects.toThrow('no sender configured for phone');
  });
});
