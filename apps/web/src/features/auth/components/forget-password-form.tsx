import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import type { CodeChannel } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import {
  AccountField,
  CodeField,
  NewPasswordFields,
  SubmitForm,
} from '../../../components/form-fields.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { sendCodeForFields } from '../../../lib/api/send-code.ts';
import { useForgetPassword } from '../api/forget-password.ts';

type Values = {
  account: string;
  type: CodeChannel;
  code: string;
  password: string;
  confirmPassword: string;
};

/** Password recovery: a code to the account's bound phone or email, then a new password. */
export function ForgetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const cipher = usePasswordCipher();
  const reset = useForgetPassword();
  const type = Form.useWatch('type', form) ?? 'phone';

  async function submit(values: Values) {
    const [password, confirmPassword] = await Promise.all([
      cipher(values.password),
      cipher(values.confirmPassword),
    ]);
    await reset.mutateAsync({
      account: values.account,
      type: values.type,
      code: values.code.trim(),
      password,
      confirmPassword,
    });
    void showToast(t('account.success.passwordChanged'), 'success');
    onSuccess();
  }

  return (
    <SubmitForm
      form={form}
      name="forget"
      initialValues={{ type: 'phone' }}
      submitLabel={t('account.forget.submit')}
      onSubmit={submit}
    >
      <AccountField placeholder={t('account.field.account.placeholder')} />
      <Form.Item name="type" label={t('account.forget.via')}>
        <ChoiceChips
          label={t('account.forget.via')}
          choices={[
            { value: 'phone', label: t('account.channel.phone') },
            { value: 'email', label: t('account.channel.email') },
          ]}
        />
      </Form.Item>
      <CodeField
        channel={type}
        onSend={() =>
          sendCodeForFields(form, ['account'], ({ account = '' }) => ({
            type,
            purpose: 'forget',
            account,
          }))
        }
      />
      <NewPasswordFields label={t('account.field.newPassword.label')} />
    </SubmitForm>
  );
}
