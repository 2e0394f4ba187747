import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import type { CodeChannel } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SkeletonLines } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { confirmRules, fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useResetWithdrawPassword } from '../api/reset-withdraw-password.ts';
import { CodeField } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { type: CodeChannel; code: string; wpassword: string; confirmWpassword: string };

const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

/** `/setting/verification`: forgot the withdrawal password; a code to the bound phone or email. */
export function WithdrawPasswordResetForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const member = useMemberInfo();
  const cipher = usePasswordCipher();
  const reset = useResetWithdrawPassword();
  const { busy, run } = useSubmitting();
  const type = Form.useWatch('type', form);

  if (member.isPending) return <SkeletonLines lines={4} />;
  const hasPhone = Boolean(member.data?.phone);
  const hasEmail = Boolean(member.data?.email);
  // Where nothing is known (info failed to load), both stay open: the server has the last word.
  const unknown = !member.data;
  const initialType: CodeChannel = hasPhone || unknown || !hasEmail ? 'phone' : 'email';
  const chosen = type ?? initialType;
  const destination = chosen === 'email' ? member.data?.email : member.data?.phone;

  async function send() {
    return sendCode({ type: chosen, purpose: 'withdraw' });
  }

  function submit(values: Values) {
    return run(
      async () => {
        await reset.mutateAsync({
          type: values.type,
          code: values.code.trim(),
          wpassword: await cipher(values.wpassword),
        });
        void showToast(t('account.success.modified'), 'success');
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
      name="wreset"
      layout="horizontal"
      initialValues={{ type: initialType }}
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.confirm')}</SubmitButton>}
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
        channel={chosen === 'email' ? 'email' : 'phone'}
        onSend={send}
        disabled={!unknown && !hasPhone && !hasEmail}
      />
      <Form.Item
        name="wpassword"
        label={t('account.field.newWithdrawPassword.label')}
        rules={fieldRules(t, 'withdrawPassword')}
      >
        <PasswordInput placeholder={t('account.field.withdrawPassword.rule')} {...digits} />
      </Form.Item>
      <Form.Item
        name="confirmWpassword"
        label={t('account.field.confirmWithdrawPassword.label')}
        dependencies={['wpassword']}
        rules={confirmRules(t, 'withdrawPassword', 'wpassword')}
      >
        <PasswordInput
          placeholder={t('account.field.confirmWithdrawPassword.placeholder')}
          {...digits}
        />
      </Form.Item>
    </Form>
  );
}
