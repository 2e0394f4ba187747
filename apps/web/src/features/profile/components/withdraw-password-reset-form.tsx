import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import type { CodeChannel } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import {
  CodeField,
  NewWithdrawPasswordFields,
  SubmitForm,
} from '../../../components/form-fields.tsx';
import { SkeletonLines } from '../../../components/state-block.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { useResetWithdrawPassword } from '../api/reset-withdraw-password.ts';

type Values = { type: CodeChannel; code: string; wpassword: string; confirmWpassword: string };

/** `/setting/verification`: forgot the withdrawal password; a code to the bound phone or email. */
export function WithdrawPasswordResetForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const member = useMemberInfo();
  const cipher = usePasswordCipher();
  const reset = useResetWithdrawPassword();
  const type = Form.useWatch('type', form);

  if (member.isPending) return <SkeletonLines lines={4} />;
  const hasPhone = Boolean(member.data?.phone);
  const hasEmail = Boolean(member.data?.email);
  // Where nothing is known (info failed to load), both stay open: the server has the last word.
  const unknown = !member.data;
  const initialType: CodeChannel = hasPhone || unknown || !hasEmail ? 'phone' : 'email';
  const chosen = type ?? initialType;
  const destination = chosen === 'email' ? member.data?.email : member.data?.phone;

  async function submit(values: Values) {
    await reset.mutateAsync({
      type: values.type,
      code: values.code.trim(),
      wpassword: await cipher(values.wpassword),
    });
    void showToast(t('account.success.modified'), 'success');
    onSuccess();
  }

  return (
    <SubmitForm
      form={form}
      name="wreset"
      initialValues={{ type: initialType }}
      submitLabel={t('account.form.confirm')}
      onSubmit={submit}
    >
      <Form.Item name="type" label={t('account.forget.via')}>
        <ChoiceChips
          label={t('account.forget.via')}
          choices={[
            { value: 'phone', label: t('account.channel.phone'), disabled: !unknown && !hasPhone },
            { value: 'email', label: t('account.channel.email'), disabled: !unknown && !hasEmail },
          ]}
        />
      </Form.Item>
      {destination && (
        <Form.Header>{t('account.setting.codeGoesTo', { to: destination })}</Form.Header>
      )}
      <CodeField
        channel={chosen}
        onSend={() => sendCode({ type: chosen, purpose: 'withdraw' })}
        disabled={!unknown && !hasPhone && !hasEmail}
      />
      <NewWithdrawPasswordFields label={t('account.field.newWithdrawPassword.label')} />
    </SubmitForm>
  );
}
