import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { describeError, fieldErrorsOf } from '../../../lib/describe-error.ts';
import { useSetBirthday } from '../api/set-birthday.ts';

/** The latest birth date of an adult today, for the date picker's bound ("YYYY-MM-DD"). */
function adultBound(now = new Date()): string {
  const bound = new Date(now);
  bound.setFullYear(now.getFullYear() - 18);
  return bound.toISOString().slice(0, 10);
}

/** Sets the member's birth date, once (the server checks the date and the age again). */
export function BirthdayForm() {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const save = useSetBirthday();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value === '') {
      setError(t('vip.birthday.required'));
      return;
    }
    setError('');
    save.mutate(value, {
      onSuccess: () => void showToast(t('vip.birthday.saved'), 'success'),
      onError: (failure) => {
        const field = fieldErrorsOf(failure).birthDate;
        if (field) setError(field);
        else void showToast(describeError(t, failure), 'fail');
      },
    });
  }

  return (
    <form className="birthday-form" onSubmit={submit} noValidate>
      <label className="birthday-field" htmlFor={id}>
        <span>{t('vip.birthday.label')}</span>
        <input
          id={id}
          type="date"
          name="birthDate"
          value={value}
          min="1900-01-01"
          max={adultBound()}
          aria-invalid={error !== ''}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
        />
      </label>
      {error !== '' && (
        <p className="birthday-error" role="alert">
          {error}
        </p>
      )}
      <p className="form-hint" id={`${id}-hint`}>
        {t('vip.birthday.hint')}
      </p>
      <SubmitButton loading={save.isPending}>{t('vip.birthday.save')}</SubmitButton>
    </form>
  );
}
