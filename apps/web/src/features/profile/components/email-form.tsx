import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { CodeField } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { email: string; code: string };

/** `/personalInfo/mail`: bind or change the email, proven by a code sent to the new address. */
export function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const current = useMemberInfo().data?.email;
  const update = useUpdateMember();
  const { busy, run } = useSubmitting();

  async function send() {
    try {
      await form.validateFields(['email']);
    } catch {
      return null;
    }
    const email = String(form.getFieldValue('email')).trim();
    return sendCode({ type: 'email', purpose: 'bind', email });
  }

  function submit(values: Values) {
    return run(
      async () => {
        await update.mutateAsync({ email: values.email.trim(), code: values.code.trim() });
        void showToast(t('account.success.bound'), 'success');
        onDone();
      },
      (error) => {
        reportFormError(t, form, error);
      },
    );
  }

  return (
    <Form
      form={form}
      name="email"
      layout="horizontal"
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.bind')}</SubmitButton>}
    >
      {current && (
        <Form.Header>{t('account.profile.currentEmail', { email: current })}</Form.Header>
      )}
      <Form.Item
        name="email"
        label={t('account.field.email.newLabel')}
        rules={fieldRules(t, 'email')}
      >
        <Input
          type="email"
          inputMode="email"
          placeholder={t('account.field.email.placeholder')}
          autoComplete="email"
          autoCapitalize="off"
          maxLength={254}
          clearable
        />
      </Form.Item>
      <CodeField channel="email" onSend={send} />
    </Form>
  );
}
