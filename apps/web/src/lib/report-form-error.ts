import type { TFunction } from 'i18next';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { showToast } from '../components/feedback.ts';
import { describeError, fieldErrorsOf } from './describe-error.ts';

/**
 * Shows a failed submission: reasons of a VALIDATION refusal under the fields they concern
 * (`names` maps a wire field to the form's field where they differ), and the message as a toast.
 * Returns the message, for forms that also keep it on screen.
 */
export function reportFormError(
  t: TFunction,
  form: FormInstance | null,
  error: unknown,
  names: Record<string, string> = {},
): string {
  const fields = fieldErrorsOf(error);
  if (form) {
    const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
    const shown = Object.entries(fields)
      .map(([wire, reason]) => ({ name: names[wire] ?? wire, errors: [reason] }))
      .filter((field) => known.has(field.name));
    if (shown.length > 0) form.setFields(shown);
  }
  const message = describeError(t, error);
  void showToast(message, 'fail');
  return message;
}
