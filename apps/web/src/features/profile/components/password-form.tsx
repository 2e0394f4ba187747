import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  CurrentPasswordField,
  NewPasswordFields,
  SubmitForm,
} from '../../../components/form-fields.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useUpdatePassword } from '../api/update-password.ts';

type Values = { oldPassword: string; password: string; confirmPassword: string };

/** `/setting/password`: the login password, with the current one. */
export function PasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const cipher = usePasswordCipher();
  const update = useUpdatePassword();

  async function submit(values: Values) {
    const [oldPassword, password, confirmPassword] = await Promise.all([
      cipher(values.oldPassword),
      cipher(values.password),
      cipher(values.confirmPassword),
    ]);
    await update.mutateAsync({ oldPassword, password, confirmPassword });
    onSuccess();
  }

  return (
    <SubmitForm<Values> name="password" submitLabel={t('account.form.confirm')} onSubmit={submit}>
      <CurrentPasswordField
        name="oldPassword"
        label={t('account.field.oldPassword.label')}
        placeholder={t('account.field.oldPassword.placeholder')}
      />
      <NewPasswordFields
        label={t('account.field.newPassword.label')}
        dependencies={['oldPassword']}
        extraRules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: unknown) =>
              value && value === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('account.setting.passwordUnchanged')))
                : Promise.resolve(),
          }),
        ]}
      />
    </SubmitForm>
  );
}
