import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../components/feedback.ts';
import { SubmitForm } from '../../../components/form-fields.tsx';
import { WithdrawPasswordField } from '../../../components/withdraw-password-field.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';

/**
 * The frame of the three "add a withdrawal account" forms: the account's rows, then the
 * withdrawal password where the site uses them; "bound" on success. Shown behind
 * WithdrawPasswordGate, which has loaded the withdrawal-password config already.
 */
export function BindAccountForm<V extends { wpassword?: string }>({
  name,
  initialValues,
  hint,
  bind,
  onDone,
  children,
}: {
  name: string;
  initialValues?: Partial<V>;
  hint?: ReactNode;
  /** Sends the account; `password` is `{ wpassword }` (encrypted) where one is asked, else `{}`. */
  bind: (values: V, password: { wpassword?: string }) => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const passwordOn = withdrawPasswordState(config.data).enable;

  async function submit(values: V) {
    await bind(values, passwordOn ? { wpassword: await cipher(values.wpassword ?? '') } : {});
    void showToast(t('account.success.bound'), 'success');
    onDone();
  }

  return (
    <SubmitForm<V>
      name={name}
      initialValues={initialValues}
      submitLabel={t('account.form.bind')}
      hint={hint}
      onSubmit={submit}
    >
      {children}
      {passwordOn && <WithdrawPasswordField />}
    </SubmitForm>
  );
}
