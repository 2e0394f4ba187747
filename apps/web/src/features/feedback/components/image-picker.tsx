import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { UPLOAD_IMAGE_MIMES } from '@kirin/contract';
import { UPLOAD_MAX_MB, type ImageUploads } from './use-image-uploads.ts';

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Up to `max` image tiles with previews, upload progress, retry and remove, and an add tile. */
export function ImagePicker({ uploads }: { uploads: ImageUploads }) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    uploads.add(files);
  }

  return (
    <div className="fb-field" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <p className="fb-label" id={labelId}>
        {t('feedback.images.label', { max: uploads.max })}
      </p>
      <ul className="fb-image-grid">
        {uploads.slots.map((slot, index) => {
          const n = index + 1;
          return (
            <li key={slot.key} className={`fb-image-tile is-${slot.state}`}>
              {slot.preview && <img src={slot.preview} alt={t('feedback.images.alt', { n })} />}
              {slot.state === 'uploading' && (
                <div
                  className="fb-image-progress"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={slot.percent}
                  aria-label={t('feedback.images.uploading', { percent: slot.percent })}
                >
                  <span className="fb-spinner" aria-hidden="true" />
                  <span>{slot.percent}%</span>
                </div>
              )}
              {slot.state === 'failed' && (
                <button
                  type="button"
                  className="fb-image-retry"
                  onClick={() => uploads.retry(slot.key)}
                >
                  <span>{t('feedback.images.failed')}</span>
                  <span>{t('feedback.images.retry')}</span>
                </button>
              )}
              <button
                type="button"
                className="fb-image-remove"
                aria-label={t('feedback.images.remove', { n })}
                onClick={() => uploads.remove(slot.key)}
              >
                ×
              </button>
            </li>
          );
        })}
        {uploads.slots.length < uploads.max && (
          <li>
            <label className="fb-image-add">
              <input
                type="file"
                accept={UPLOAD_IMAGE_MIMES.join(',')}
                multiple
                onChange={picked}
                aria-label={t('feedback.images.add')}
              />
              <PlusIcon />
              <span aria-hidden="true">{t('feedback.images.add')}</span>
            </label>
          </li>
        )}
      </ul>
      <p className="form-hint" id={hintId}>
        {t('feedback.images.hint', { size: UPLOAD_MAX_MB })}
      </p>
    </div>
  );
}
