import { useId, useState } from 'react';
import Input from 'antd-mobile/es/components/input';
import { toWireAmount, type CurrencyCode } from '@kirin/contract';
import { showConfirm, showToast } from '../../../components/feedback.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError, fieldErrorsOf } from '../../../lib/describe-error.ts';
import { readAmountInput, showAmount } from '../../../lib/money.ts';
import type { LimitKind, LimitPeriod } from '../api/set-limit.ts';
import { useSendLimit } from '../hooks/use-send-limit.ts';
import { pendingOf, usageOf } from '../lib/limit-text.ts';

/** Session minutes are whole minutes up to a day (the server's bound). */
const MINUTES_MAX = 1440;

export type LimitRowProps = {
  kind: LimitKind;
  period: LimitPeriod | null;
  /** The row's label: the period of a money limit, the name of a time limit. */
  label: string;
  /** The limit's full name, for the removal question. */
  name: string;
  /** The limit in force: a decimal string, minutes, or null when none is set. */
  current: string | number | null;
  /** What a money limit has used of its current period (null where none is set). */
  used?: string | null;
  unit: 'money' | 'minutes';
  /** A raise or removal of this limit is waiting out its 24 hours. */
  waiting: boolean;
  currency: CurrencyCode;
};

/** What the member typed, as the wire value, or the reason it is not one. */
function readValue(
  text: string,
  unit: LimitRowProps['unit'],
  currency: CurrencyCode,
): { ok: true; value: string | number } | { ok: false } {
  if (unit === 'minutes') {
    const plain = text.trim();
    if (!/^\d{1,4}$/.test(plain)) return { ok: false };
    const minutes = Number(plain);
    return minutes >= 1 && minutes <= MINUTES_MAX ? { ok: true, value: minutes } : { ok: false };
  }
  const read = readAmountInput(text, currency);
  return read.ok ? { ok: true, value: toWireAmount(read.minor, currency) } : { ok: false };
}

/**
 * One limit: what is in force (or 未设置), and an inline editor to set, lower, raise or remove it.
 * The toast says whether the change applied at once (a lower limit) or waits 24 hours and the
 * member's confirmation (a higher one, a removal): the server decides, the answer shows which.
 */
export function LimitRow(props: LimitRowProps) {
  const { kind, period, label, name, current, used = null, unit, waiting, currency } = props;
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, run } = useSubmitting();
  const send = useSendLimit();

  const shown =
    current === null
      ? t('protection.notSet')
      : unit === 'minutes'
        ? t('protection.session.minutesValue', { minutes: current })
        : showAmount(String(current));
  const usage =
    unit === 'money' && period !== null && typeof current === 'string'
      ? usageOf(current, used, currency)
      : null;

  function close() {
    setEditing(false);
    setText('');
    setProblem('');
  }

  const submit = (amount: string | number | null) =>
    run(
      async () => {
        const limits = await send({ kind, period, amount });
        const after = pendingOf(limits, kind, period);
        void showToast(
          t(after ? 'protection.result.waiting' : 'protection.result.applied'),
          'success',
        );
        close();
      },
      (error) => {
        // A reason about the amount goes under the field; the message, in the member's
        // language as the server wrote it, as a toast.
        const message = describeError(t, error);
        setProblem(fieldErrorsOf(error).amount ?? message);
        void showToast(message, 'fail');
      },
    );

  function save() {
    const read = readValue(text, unit, currency);
    if (!read.ok) {
      setProblem(
        unit === 'minutes'
          ? t('protection.edit.invalidMinutes')
          : t('protection.edit.invalidAmount'),
      );
      return;
    }
    void submit(read.value);
  }

  async function remove() {
    const sure = await showConfirm({
      content: t('protection.edit.removeConfirm', { name }),
      confirmText: t('protection.edit.remove'),
      cancelText: t('protection.edit.cancel'),
    });
    if (sure) await submit(null);
  }

  return (
    <li className="rg-row">
      <div className="rg-row-main">
        <span className="rg-row-label">{label}</span>
        <span className={`rg-row-value${current === null ? ' is-unset' : ''}`}>{shown}</span>
        {waiting && <span className="rg-tag">{t('protection.pending.tag')}</span>}
        {!editing && (
          <button
            type="button"
            className="link-button rg-link-button"
            onClick={() => setEditing(true)}
            aria-label={`${t(current === null ? 'protection.edit.set' : 'protection.edit.change')} ${name}`}
          >
            {t(current === null ? 'protection.edit.set' : 'protection.edit.change')}
          </button>
        )}
      </div>
      {usage && period && (
        <div className={`rg-usage${usage.percent >= 100 ? ' is-full' : ''}`}>
          <span className="rg-usage-text">
            {t(`protection.usage.${period}`, { used: usage.used, left: usage.left })}
          </span>
          <div
            className="rg-usage-bar"
            role="progressbar"
            aria-label={t('protection.usage.label', { name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={usage.percent}
          >
            <span style={{ width: `${usage.percent}%` }} />
          </div>
        </div>
      )}
      {editing && (
        <form
          className="rg-editor"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label className="visually-hidden" htmlFor={inputId}>
            {unit === 'minutes'
              ? `${name} ${t('protection.edit.minutesLabel')}`
              : t('protection.edit.label', { name })}
          </label>
          <Input
            id={inputId}
            className="rg-input"
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem('');
            }}
            inputMode={unit === 'minutes' ? 'numeric' : 'decimal'}
            placeholder={
              unit === 'minutes'
                ? t('protection.edit.minutesPlaceholder')
                : t('protection.edit.placeholder')
            }
            autoComplete="off"
            maxLength={20}
            aria-invalid={problem !== ''}
            aria-describedby={problem ? errorId : undefined}
          />
          <div className="rg-editor-actions">
            <button type="submit" className="button-primary" disabled={busy}>
              {t('protection.edit.save')}
            </button>
            {current !== null && (
              <button
                type="button"
                className="button-secondary"
                disabled={busy}
                onClick={() => void remove()}
              >
                {t('protection.edit.remove')}
              </button>
            )}
            <button
              type="button"
              className="link-button rg-link-button"
              onClick={close}
              disabled={busy}
            >
              {t('protection.edit.cancel')}
            </button>
          </div>
          {problem && (
            <p id={errorId} className="rg-problem" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
