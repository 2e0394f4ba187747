import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import { showToast } from '../../../components/feedback.ts';
import { CodeField, PhoneFields, SubmitForm } from '../../../components/form-fields.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendPhoneCode } from '../../../lib/api/send-code.ts';
import { useUpdateMember } from '../api/update-member.ts';

type Values = { areaCode: string; phone: string; code: string };

/** `/personalInfo/phone`: bind or change the phone, proven by an SMS code to the new number. */
export function PhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const member = useMemberInfo().data;
  const update = useUpdateMember();

  async function submit(values: Values) {
    await update.mutateAsync({
      areaCode: values.areaCode,
      phone: values.phone.trim(),
      code: values.code.trim(),
    });
    void showToast(t('account.success.bound'), 'success');
    onDone();
  }

  return (
    <SubmitForm
      form={form}
      name="phone"
      initialValues={{ areaCode: '86' }}
      submitLabel={t('account.form.bind')}
      onSubmit={submit}
    >
      {member?.phone && (
        <Form.Header>
          {t('account.profile.currentPhone', { phone: `+${member.areaCode} ${member.phone}` })}
        </Form.Header>
      )}
      <PhoneFields label={t('account.field.phone.newLabel')} />
      <CodeField channel="phone" onSend={() => sendPhoneCode(form, 'bind')} />
    </SubmitForm>
  );
}
