import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { confirmRules, fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useSetWithdrawPassword } from '../api/set-withdraw-password.ts';
import { useUpdateWithdrawPassword } from '../api/update-withdraw-password.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { oldWpassword?: string; wpassword: string; confirmWpassword: string };

const digits = { inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } as const;

/** `/setting/wpassword`: set the withdrawal password (6 digits) or change it with the old one. */
export function WithdrawPasswordForm({
  onSuccess,
}: {
  onSuccess: (mode: 'set' | 'change') => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const set = useSetWithdrawPassword();
  const change = useUpdateWithdrawPassword();
  const { busy, run } = useSubmitting();

  if (config.isPending) return <SkeletonLines lines={4} />;
  if (config.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.load')}>
        <button type="button" className="button-secondary" onClick={() => void config.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  const state = withdrawPasswordState(config.data);
  if (!state.enable)
    return <StateBlock kind="empty" title={t('account.setting.withdrawDisabled')} />;
  const mode = state.isUsed ? 'change' : 'set';

  function submit(values: Values) {
    return run(
      async () => {
        const wpassword = await cipher(values.wpassword);
        if (mode === 'set') await set.mutateAsync({ wpassword });
        else
          await change.mutateAsync({
            oldWpassword: await cipher(values.oldWpassword ?? ''),
            wpassword,
          });
        onSuccess(mode);
      },
      (error) => {
        reportFormError(t, form, error, { wpassword: 'wpassword', oldWpassword: 'oldWpassword' });
      },
    );
  }

  return (
    <Form
      form={form}
      name="wpassword"
      layout="horizontal"
      onFinish={(values) => void submit(values)}
      footer={
        <>
          {mode === 'change' && (
            <p className="form-hint">
              <Link to="/setting/verification">{t('account.setting.forgotWithdrawPassword')}</Link>
            </p>
          )}
          <SubmitButton loading={busy}>{t('account.form.confirm')}</SubmitButton>
        </>
      }
    >
      <Form.Header>
        {mode === 'set'
          ? t('account.setting.withdrawSetHint')
          : t('account.setting.withdrawChangeHint')}
      </Form.Header>
      {mode === 'change' && (
        <Form.Item
          name="oldWpassword"
          label={t('account.field.oldWithdrawPassword.label')}
          rules={fieldRules(t, 'withdrawPassword')}
        >
          <PasswordInput placeholder={t('account.field.withdrawPassword.rule')} {...digits} />
        </Form.Item>
      )}
      <Form.Item
        name="wpassword"
        label={
          mode === 'set'
            ? t('account.field.withdrawPassword.label')
            : t('account.field.newWithdrawPassword.label')
        }
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
