import { useTranslation } from '../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import { WithdrawPasswordInput } from './password-input.tsx';
import { fieldRules } from '../lib/field-rules.ts';

/**
 * The withdrawal password that confirms a new withdrawal account or a withdrawal (where the site
 * uses them). Shared by the withdrawal-account forms and the withdraw page.
 */
export function WithdrawPasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="wpassword"
      label={t('account.field.withdrawPassword.label')}
      rules={fieldRules(t, 'withdrawPassword')}
    >
      <WithdrawPasswordInput placeholder={t('account.field.withdrawPassword.placeholder')} />
    </Form.Item>
  );
}
