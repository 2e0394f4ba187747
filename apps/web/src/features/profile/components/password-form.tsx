import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useUpdatePassword } from '../api/update-password.ts';
import { NewPasswordFields } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { oldPassword: string; password: string; confirmPassword: string };

/** `/setting/password`: the login password, with the current one. */
export function PasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const cipher = usePasswordCipher();
  const update = useUpdatePassword();
  const { busy, run } = useSubmitting();

  function submit(values: Values) {
    return run(
      async () => {
        const [oldPassword, password, confirmPassword] = await Promise.all([
          cipher(values.oldPassword),
          cipher(values.password),
          cipher(values.confirmPassword),
        ]);
        await update.mutateAsync({ oldPassword, password, confirmPassword });
        onSuccess();
      },
      (error) => {
        reportFormError(t, form, error);
      },
    );
  }

  return (
    <Form
      form={form}
      name="password"
      layout="horizontal"
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.confirm')}</SubmitButton>}
    >
      <Form.Item
        name="oldPassword"
        label={t('account.field.oldPassword.label')}
        rules={fieldRules(t, 'loginPassword')}
      >
        <PasswordInput
          placeholder={t('account.field.oldPassword.placeholder')}
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
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
    </Form>
  );
}
