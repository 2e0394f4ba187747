import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import type { CodeChannel } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useForgetPassword } from '../api/forget-password.ts';
import { AccountField, CodeField, NewPasswordFields } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

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
  const { busy, run } = useSubmitting();
  const type = Form.useWatch('type', form) ?? 'phone';

  async function send() {
    try {
      await form.validateFields(['account']);
    } catch {
      return null;
    }
    const account = String(form.getFieldValue('account'));
    return sendCode({ type, purpose: 'forget', account });
  }

  function submit(values: Values) {
    return run(
      async () => {
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
      },
      (error) => {
        reportFormError(t, form, error);
      },
    );
  }

  return (
    <Form
      form={form}
      name="forget"
      layout="horizontal"
      initialValues={{ type: 'phone' }}
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.forget.submit')}</SubmitButton>}
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
      <CodeField channel={type === 'email' ? 'email' : 'phone'} onSend={send} />
      <NewPasswordFields label={t('account.field.newPassword.label')} />
    </Form>
  );
}
