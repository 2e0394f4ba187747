import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../components/feedback.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useAutoTransfer, useSetAutoTransfer } from '../api/auto-transfer.ts';

/**
 * Auto-transfer: on, launching a game moves the central balance into its venue, and coming back
 * brings the venue's balance home; off, the member moves money here by hand.
 */
export function AutoTransferSwitch() {
  const { t } = useTranslation();
  const setting = useAutoTransfer();
  const save = useSetAutoTransfer();
  const enabled = setting.data?.enabled ?? false;

  function toggle() {
    save.mutate(!enabled, {
      onSuccess: (next) =>
        void showToast(
          next.enabled ? t('games.auto.turnedOn') : t('games.auto.turnedOff'),
          'success',
        ),
      onError: (error) => void showToast(describeError(t, error), 'fail'),
    });
  }

  return (
    <section className="auto-transfer">
      <span className="auto-transfer-text">
        <span id="auto-transfer-label" className="auto-transfer-title">
          {t('games.auto.title')}
        </span>
        <span id="auto-transfer-desc" className="muted">
          {setting.isError ? t('games.auto.loadFailed') : t('games.auto.desc')}
        </span>
      </span>
      {setting.isError ? (
        <button type="button" className="link-button" onClick={() => void setting.refetch()}>
          {t('common.retry')}
        </button>
      ) : (
        <button
          type="button"
          role="switch"
          className={`switch${enabled ? ' is-on' : ''}`}
          aria-checked={enabled}
          aria-labelledby="auto-transfer-label"
          aria-describedby="auto-transfer-desc"
          aria-busy={setting.isPending || save.isPending}
          disabled={setting.isPending || save.isPending}
          onClick={toggle}
        >
          <span className="switch-knob" aria-hidden="true" />
        </button>
      )}
    </section>
  );
}
