import { useId } from 'react';
import { showToast } from '../../../components/feedback.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { usePreferences, useSetMarketing } from '../api/message-preferences.ts';

/** Whether operators' promotions reach the inbox; notices of the member's money always do. */
export function MarketingToggle() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const set = useSetMarketing();
  const id = useId();
  if (!preferences.data) return null;
  return (
    <div className="marketing-toggle">
      <label htmlFor={id}>
        <span>{t('messages.marketing.label')}</span>
        <small className="muted">{t('messages.marketing.note')}</small>
      </label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={set.isPending ? set.variables : preferences.data.marketing}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(event.target.checked, {
            onError: (error) => void showToast(describeError(t, error), 'fail'),
          })
        }
      />
    </div>
  );
}
