import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CODE_RESEND_SECONDS } from '@kirin/contract';
import { useCountdown } from '../hooks/use-countdown.ts';
import type { SendCodeResult } from '../lib/api/send-code.ts';
import { describeError } from '../lib/describe-error.ts';
import { showToast } from './feedback.ts';

/**
 * "Send code" with the resend countdown. `onSend` checks the fields it needs and sends; it
 * resolves null when a field is not valid yet (nothing was sent: no countdown).
 */
export function CodeButton({
  onSend,
  disabled = false,
}: {
  onSend: () => Promise<SendCodeResult | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  async function send() {
    if (sending || running) return;
    setSending(true);
    try {
      const result = await onSend();
      if (!result) return;
      setSentOnce(true);
      start(result.resendSeconds > 0 ? result.resendSeconds : CODE_RESEND_SECONDS);
      // A forgotten password's code says nothing of the account (no address: it may not exist).
      const unnamed = result.to === '';
      void showToast(
        result.channel === 'email'
          ? t(unnamed ? 'account.success.codeSentIfBoundEmail' : 'account.success.codeSentEmail')
          : t(unnamed ? 'account.success.codeSentIfBoundPhone' : 'account.success.codeSentPhone'),
        'success',
      );
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
    } finally {
      setSending(false);
    }
  }

  let label = sentOnce ? t('account.code.resend') : t('account.code.send');
  if (sending) label = t('account.code.sending');
  if (running) label = t('account.code.resendIn', { seconds: remaining });
  return (
    <button
      type="button"
      className="code-button"
      disabled={disabled || sending || running}
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}
