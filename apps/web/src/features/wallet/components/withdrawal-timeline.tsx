import { useTranslation } from '../../../i18n/use-translation.ts';
import type { Withdrawal, WithdrawalState } from '@kirin/contract';
import { formatDateTime } from '../../../lib/format.ts';

export const WITHDRAWAL_TONE: Record<WithdrawalState, string> = {
  reviewing: 'state-tag is-pending',
  paid: 'state-tag is-success',
  rejected: 'state-tag is-danger',
};

export function useWithdrawalStateLabel() {
  const { t } = useTranslation();
  return (state: WithdrawalState): string => {
    switch (state) {
      case 'reviewing':
        return t('finance.withdrawal.state.reviewing');
      case 'paid':
        return t('finance.withdrawal.state.paid');
      case 'rejected':
        return t('finance.withdrawal.state.rejected');
    }
  };
}

type Step = {
  key: string;
  label: string;
  at?: string;
  status: 'done' | 'current' | 'todo' | 'failed';
};

/**
 * requested → under review → paid or rejected (with the operator's reason). The last step is
 * drawn before it happens ("等待出款") so the member sees what comes next. A member cannot cancel.
 */
export function WithdrawalTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation();
  const at = (step: Withdrawal['timeline'][number]['step']) =>
    withdrawal.timeline.find((entry) => entry.step === step)?.at;
  const final = withdrawal.state;
  const steps: Step[] = [
    {
      key: 'requested',
      label: t('finance.withdrawal.step.requested'),
      at: at('requested') ?? withdrawal.createdAt,
      status: 'done',
    },
    {
      key: 'reviewing',
      label: t('finance.withdrawal.step.reviewing'),
      at: at('reviewing'),
      status: final === 'reviewing' ? 'current' : 'done',
    },
    final === 'rejected'
      ? {
          key: 'rejected',
          label: t('finance.withdrawal.step.rejected'),
          at: at('rejected'),
          status: 'failed',
        }
      : {
          key: 'paid',
          label:
            final === 'paid'
              ? t('finance.withdrawal.step.paid')
              : t('finance.withdrawal.step.waitingPayout'),
          at: at('paid'),
          status: final === 'paid' ? 'done' : 'todo',
        },
  ];
  return (
    <ol className="timeline" aria-label={t('finance.withdrawal.timeline')}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={`timeline-step is-${step.status}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{step.label}</span>
          {step.at && step.status !== 'todo' && (
            <time className="timeline-time" dateTime={step.at}>
              {formatDateTime(step.at, i18n.language)}
            </time>
          )}
          {step.status === 'failed' && withdrawal.reason && (
            <span className="timeline-reason">
              {t('finance.withdrawal.reason', { reason: withdrawal.reason })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
