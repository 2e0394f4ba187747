import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { CodeField, SubmitForm } from '../../../components/form-fields.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendCodeForFields } from '../../../lib/api/send-code.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { useUpdateMember } from '../api/update-member.ts';

type Values = { email: string; code: string };

/** `/personalInfo/mail`: bind or change the email, proven by a code sent to the new address. */
export function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const current = useMemberInfo().data?.email;
  const update = useUpdateMember();

  async function submit(values: Values) {
    await update.mutateAsync({ email: values.email.trim(), code: values.code.trim() });
    void showToast(t('account.success.bound'), 'success');
    onDone();
  }

  return (
    <SubmitForm form={form} name="email" submitLabel={t('account.form.bind')} onSubmit={submit}>
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
      <CodeField
        channel="email"
        onSend={() =>
          sendCodeForFields(form, ['email'], ({ email = '' }) => ({
            type: 'email',
            purpose: 'bind',
            email: email.trim(),
          }))
        }
      />
    </SubmitForm>
  );
}
