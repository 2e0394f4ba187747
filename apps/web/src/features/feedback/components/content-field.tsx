import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FEEDBACK_CONTENT_MAX, feedbackLength } from '@kirin/contract';

/** The text of a post, with a live count of characters as the server counts them. */
export function ContentField({
  value,
  onChange,
  error,
  label,
  placeholder,
  rows = 6,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  label: string;
  placeholder: string;
  rows?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const count = feedbackLength(value);
  const over = count > FEEDBACK_CONTENT_MAX;
  return (
    <div className="fb-field">
      <label className="fb-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="fb-textarea"
        value={value}
        rows={rows}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="fb-field-foot">
        <span className="fb-error" id={`${id}-error`} role={error ? 'alert' : undefined}>
          {error}
        </span>
        <span id={`${id}-count`} className={`fb-count${over ? ' is-over' : ''}`}>
          {t('feedback.content.count', { count, max: FEEDBACK_CONTENT_MAX })}
        </span>
      </div>
    </div>
  );
}

/** The reason a text cannot be sent as it is, or undefined. */
export function contentError(t: TFunction, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return t('feedback.content.required');
  if (feedbackLength(text) > FEEDBACK_CONTENT_MAX) {
    return t('feedback.content.tooLong', { max: FEEDBACK_CONTENT_MAX });
  }
  return undefined;
}
