import { useState } from 'react';
import type { MemberLimits } from '@kirin/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { showToast } from '../../../components/feedback.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { showAmount } from '../../../lib/money.ts';
import { useSendConfirm } from '../hooks/use-send-limit.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { formatWait, isConfirmable, type Pending } from '../lib/limit-text.ts';

/** Which change a confirm button is for: its kind and period. */
const idOf = (p: Pending) => `${p.kind}:${p.period ?? '-'}`;

/**
 * Raises and removals waiting out their 24 hours, each with a live countdown to `effectiveAt`,
 * then a button to confirm it (until then the old limit applies).
 */
export function PendingChanges({ pending }: { pending: MemberLimits['pending'] }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState<string | null>(null);
  const send = useSendConfirm();
  // The clock ticks only while something is still counting down.
  const now = useNow(pending.some((p) => !p.confirmable));

  if (pending.length === 0) return null;

  const nameOf = (p: Pending) =>
    p.kind === 'session' || p.kind === 'realityCheck'
      ? t(`protection.names.${p.kind}`)
      : t(`protection.names.${p.kind}.${p.period ?? 'day'}`);
  const valueOf = (p: Pending) =>
    p.amount === null
      ? t('protection.pending.removal')
      : t('protection.pending.to', {
          value:
            typeof p.amount === 'number'
              ? t('protection.session.minutesValue', { minutes: p.amount })
              : showAmount(p.amount),
        });

  async function confirm(p: Pending) {
    setSending(idOf(p));
    try {
      await send({ kind: p.kind, period: p.period ?? null });
      void showToast(t('protection.result.confirmed'), 'success');
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
    } finally {
      setSending(null);
    }
  }

  return (
    <section className="rg-card rg-pending" aria-labelledby="rg-pending-title">
      <h2 id="rg-pending-title" className="rg-card-title">
        {t('protection.pending.title')}
      </h2>
      <ul className="rg-rows">
        {pending.map((p) => {
          const ready = isConfirmable(p, now);
          return (
            <li key={idOf(p)} className="rg-row rg-pending-row">
              <div className="rg-row-main">
                <span className="rg-row-label">{nameOf(p)}</span>
                <span className="rg-row-value">{valueOf(p)}</span>
              </div>
              {ready ? (
                <div className="rg-row-main">
                  <span className="rg-countdown is-ready">
                    {t('protection.pending.confirmable')}
                  </span>
                  <button
                    type="button"
                    className="button-primary rg-confirm"
                    disabled={sending !== null}
                    onClick={() => void confirm(p)}
                    aria-label={`${t('protection.pending.confirm')} ${nameOf(p)}`}
                  >
                    {t('protection.pending.confirm')}
                  </button>
                </div>
              ) : (
                <p className="rg-wait">
                  <span className="rg-countdown" aria-live="off">
                    {t('protection.pending.waiting', {
                      time: formatWait(Date.parse(p.effectiveAt) - now),
                    })}
                  </span>
                  <span className="rg-card-hint">
                    {t('protection.pending.effectiveAt', {
                      time: formatDateTime(p.effectiveAt, i18n.language),
                    })}
                  </span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
