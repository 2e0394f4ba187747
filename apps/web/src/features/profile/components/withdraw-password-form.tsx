import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import { NewWithdrawPasswordFields, SubmitForm } from '../../../components/form-fields.tsx';
import { WithdrawPasswordInput } from '../../../components/password-input.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useSetWithdrawPassword } from '../api/set-withdraw-password.ts';
import { useUpdateWithdrawPassword } from '../api/update-withdraw-password.ts';

type Values = { oldWpassword?: string; wpassword: string; confirmWpassword: string };

/** `/setting/wpassword`: set the withdrawal password (6 digits) or change it with the old one. */
export function WithdrawPasswordForm({
  onSuccess,
}: {
  onSuccess: (mode: 'set' | 'change') => void;
}) {
  const { t } = useTranslation();
  const config = useWithdrawConfig();
  const cipher = usePasswordCipher();
  const set = useSetWithdrawPassword();
  const change = useUpdateWithdrawPassword();

  if (config.isPending) return <SkeletonLines lines={4} />;
  if (config.isError) return <LoadError onRetry={config.refetch} />;
  const state = withdrawPasswordState(config.data);
  if (!state.enable)
    return <StateBlock kind="empty" title={t('account.setting.withdrawDisabled')} />;
  const mode = state.isUsed ? 'change' : 'set';

  async function submit(values: Values) {
    const wpassword = await cipher(values.wpassword);
    if (mode === 'set') await set.mutateAsync({ wpassword });
    else
      await change.mutateAsync({
        oldWpassword: await cipher(values.oldWpassword ?? ''),
        wpassword,
      });
    onSuccess(mode);
  }

  return (
    <SubmitForm<Values>
      name="wpassword"
      submitLabel={t('account.form.confirm')}
      hint={
        mode === 'change' && (
          <p className="form-hint">
            <Link to="/setting/verification">{t('account.setting.forgotWithdrawPassword')}</Link>
          </p>
        )
      }
      onSubmit={submit}
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
          <WithdrawPasswordInput placeholder={t('account.field.withdrawPassword.rule')} />
        </Form.Item>
      )}
      <NewWithdrawPasswordFields
        label={
          mode === 'set'
            ? t('account.field.withdrawPassword.label')
            : t('account.field.newWithdrawPassword.label')
        }
      />
    </SubmitForm>
  );
}
