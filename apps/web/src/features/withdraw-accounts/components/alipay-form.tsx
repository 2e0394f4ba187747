import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { showToast } from '../../../components/feedback.ts';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useAddAlipayAccount } from '../api/add-alipay-account.ts';
import { HolderField } from './holder-field.tsx';
import { WithdrawPasswordField } from '../../../components/withdraw-password-field.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { account: string; holder: string; wpassword?: string };

/** `/cards/addAlipay`: the Alipay account (its phone or email) and its holder. */
export function AlipayForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const member = useMemberInfo();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const add = useAddAlipayAccount();
  const { busy, run } = useSubmitting();

  if (member.isPending) return <SkeletonLines lines={4} />;
  if (member.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.load')}>
        <button type="button" className="button-secondary" onClick={() => void member.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  const passwordOn = withdrawPasswordState(config.data).enable;
  const realName = member.data.realName;

  function submit(values: Values) {
    return run(
      async () => {
        await add.mutateAsync({
          account: values.account.trim(),
          holder: (realName || values.holder).trim(),
          ...(passwordOn ? { wpassword: await cipher(values.wpassword ?? '') } : {}),
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
      name="alipay"
      layout="horizontal"
      initialValues={{ holder: realName }}
      onFinish={(values) => void submit(values)}
      footer={<SubmitButton loading={busy}>{t('account.form.bind')}</SubmitButton>}
    >
      <Form.Item
        name="account"
        label={t('account.field.alipay.label')}
        rules={fieldRules(t, 'alipay')}
      >
        <Input
          placeholder={t('account.field.alipay.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          maxLength={254}
          clearable
        />
      </Form.Item>
      <HolderField realName={realName} />
      {passwordOn && <WithdrawPasswordField />}
    </Form>
  );
}
