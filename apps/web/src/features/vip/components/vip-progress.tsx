import { useTranslation } from '../../../i18n/use-translation.ts';
import type { VipProgress } from '@kirin/contract';
import { showAmount } from '../../../lib/money.ts';

/** One threshold of the next level: a bar, where the member stands and what is still missing. */
export function ProgressBar({ label, progress }: { label: string; progress: VipProgress }) {
  const { t } = useTranslation();
  const percent = Math.max(0, Math.min(100, progress.percent));
  const met = percent >= 100;
  return (
    <div className="vip-progress">
      <div className="vip-progress-head">
        <span>{label}</span>
        <span className="vip-progress-value">
          {t('vip.progress.value', {
            current: showAmount(progress.current),
            required: showAmount(progress.required),
          })}
        </span>
      </div>
      <div
        className="vip-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="vip-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className={`vip-progress-left${met ? ' is-met' : ''}`}>
        {met
          ? t('vip.progress.done')
          : t('vip.progress.remaining', { amount: showAmount(progress.remaining) })}
      </span>
    </div>
  );
}
