import { useState } from 'react';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showAlert, showConfirm, showToast } from '../../../components/feedback.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { takeTimeout, TIMEOUT_DAYS, type TimeoutDays } from '../api/take-timeout.ts';
import { useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';

const DAY_MS = 86_400_000;

/**
 * A time-out of 1, 7, 30 or 42 days. The dialog says what it does before anything is sent; once
 * it is taken the server has ended every session, so the member is logged out here too
 * (`onLogout`, the app's own way) and then told until when.
 */
export function TimeoutPanel({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<TimeoutDays | undefined>();
  const { busy, run } = useSubmitting();
  const send = useKeyedSend(takeTimeout);
  const label = (d: TimeoutDays) => t(`protection.timeout.d${d}`);

  async function start() {
    if (days === undefined) return;
    // Until when, as the member's clock reckons it; the server's answer says it exactly.
    const until = formatDateTime(new Date(Date.now() + days * DAY_MS).toISOString(), i18n.language);
    const sure = await showConfirm({
      title: t('protection.timeout.confirmTitle', { period: label(days) }),
      content: t('protection.timeout.confirmBody', { until }),
      confirmText: t('protection.timeout.confirm'),
      cancelText: t('protection.edit.cancel'),
    });
    if (!sure) return;
    await run(
      async () => {
        const result = await send(String(days), () => days);
        const done = t('protection.timeout.done', {
          until: result.until ? formatDateTime(result.until, i18n.language) : until,
        });
        await onLogout();
        void showAlert({
          title: t('protection.timeout.title'),
          content: done,
          confirmText: t('common.ok'),
        });
      },
      (error) => void showToast(describeError(t, error), 'fail'),
    );
  }

  return (
    <section className="rg-card" aria-labelledby="rg-timeout-title">
      <h2 id="rg-timeout-title" className="rg-card-title">
        {t('protection.timeout.title')}
      </h2>
      <p className="rg-card-hint">{t('protection.timeout.hint')}</p>
      <ChoiceChips<`${TimeoutDays}`>
        label={t('protection.timeout.choose')}
        choices={TIMEOUT_DAYS.map((d) => ({ value: `${d}` as const, label: label(d) }))}
        value={days === undefined ? undefined : `${days}`}
        onChange={(value) => setDays(Number(value) as TimeoutDays)}
      />
      <button
        type="button"
        className="button-secondary rg-danger"
        disabled={days === undefined || busy}
        onClick={() => void start()}
      >
        {t('protection.timeout.submit')}
      </button>
    </section>
  );
}
