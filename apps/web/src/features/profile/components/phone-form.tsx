import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import { showToast } from '../../../components/feedback.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useUpdateMember } from '../api/update-member.ts';
import { CodeField, PhoneFields } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { areaCode: string; phone: string; code: string };

/** `/personalInfo/phone`: bind or change the phone, proven by an SMS code to the new number. */
export function PhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const member = useMemberInfo().data;
  const update = useUpdateMember();
  const { busy, run } = useSubmitting();

  async function send() {
    try {
      await form.validateFields(['areaCode', 'phone']);
    } catch {
      return null;
    }
    const { areaCode, phone } = form.getFieldsValue(['areaCode', 'phone']);
    return sendCode({ type: 'phone', purpose: 'bind', areaCode, phone: phone.trim() });
  }

  function submit(values: Values) {
    return run(
      async () => {
        await update.mutateAsync({
          areaCode: values.areaCode,
          phone: values.phone.trim(),
          code: values.code.trim(),
        });
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
      name="phone"
      layout="horizontal"
      initialValues={{ areaCode: '86' }}
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.bind')}</SubmitButton>}
    >
      {member?.phone && (
        <Form.Header>
          {t('account.profile.currentPhone', { phone: `+${member.areaCode} ${member.phone}` })}
        </Form.Header>
      )}
      <PhoneFields label={t('account.field.phone.newLabel')} />
      <CodeField channel="phone" onSend={send} />
    </Form>
  );
}
