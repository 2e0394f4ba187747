import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import Input, { type InputProps } from 'antd-mobile/es/components/input';

/** A password field with a show/hide toggle. Form.Item passes id, value and onChange through. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="icon-button"
        aria-label={visible ? t('account.password.hide') : t('account.password.show')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            fill="currentColor"
          />
          {!visible && (
            <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>
    </div>
  );
}

/** A withdrawal password: six digits, the number pad on phones, never filled in by the browser. */
export function WithdrawPasswordInput(
  props: Omit<InputProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete'>,
) {
  return <PasswordInput {...props} inputMode="numeric" maxLength={6} autoComplete="off" />;
}
