import type { CurrencyCode, MemberLimits } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useSendLimit } from '../hooks/use-send-limit.ts';
import { pendingOf } from '../lib/limit-text.ts';
import { LimitRow } from './limit-row.tsx';

/** The reality check's choices: off, or every 15, 30 or 60 minutes. */
const REALITY_CHOICES = ['off', '15', '30', '60'] as const;
type RealityChoice = (typeof REALITY_CHOICES)[number];

/**
 * The session-time limit (minutes per log-in) and the reality-check interval. Only the settings:
 * the reminder and the session's end are shown elsewhere (features/session-care).
 */
export function TimeLimits({ limits, currency }: { limits: MemberLimits; currency: CurrencyCode }) {
  const { t } = useTranslation();
  const { busy, run } = useSubmitting();
  const send = useSendLimit();
  const reality = limits.realityCheckMinutes;
  const waitingReality = pendingOf(limits, 'realityCheck', null);
  const value: RealityChoice | undefined =
    reality === null ? 'off' : REALITY_CHOICES.find((choice) => choice === String(reality));

  function chooseReality(choice: RealityChoice) {
    if (busy || choice === value) return;
    void run(
      async () => {
        const after = await send({
          kind: 'realityCheck',
          period: null,
          amount: choice === 'off' ? null : Number(choice),
        });
        const waiting = pendingOf(after, 'realityCheck', null);
        void showToast(
          t(waiting ? 'protection.result.waiting' : 'protection.result.applied'),
          'success',
        );
      },
      (error) => void showToast(describeError(t, error), 'fail'),
    );
  }

  return (
    <section className="rg-card" aria-labelledby="rg-time-title">
      <h2 id="rg-time-title" className="rg-card-title">
        {t('protection.session.title')}
      </h2>
      <ul className="rg-rows">
        <LimitRow
          kind="session"
          period={null}
          label={t('protection.kinds.session')}
          name={t('protection.names.session')}
          current={limits.sessionMinutes}
          unit="minutes"
          waiting={pendingOf(limits, 'session', null) !== undefined}
          currency={currency}
        />
      </ul>
      <p className="rg-card-hint">{t('protection.session.sessionHint')}</p>
      <div className="rg-reality">
        <span className="rg-row-label" id="rg-reality-label">
          {t('protection.kinds.realityCheck')}
        </span>
        {waitingReality && <span className="rg-tag">{t('protection.pending.tag')}</span>}
        <ChoiceChips<RealityChoice>
          label={t('protection.kinds.realityCheck')}
          choices={REALITY_CHOICES.map((choice) => ({
            value: choice,
            label:
              choice === 'off'
                ? t('protection.session.off')
                : t('protection.session.every', { minutes: choice }),
            disabled: busy,
          }))}
          value={value}
          onChange={chooseReality}
        />
      </div>
      <p className="rg-card-hint">{t('protection.session.realityHint')}</p>
    </section>
  );
}
