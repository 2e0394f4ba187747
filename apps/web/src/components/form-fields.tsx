// Form rows that several account forms share (antd-mobile Form.Item reads its form from context,
// so a group of rows can live in its own component). Each row names its field as the API does.
import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { RuleObject, RuleRender } from 'antd-mobile/es/components/form';
import type { SendCodeResult } from '../lib/api/send-code.ts';
import { confirmRules, fieldRules, phoneRules } from '../lib/field-rules.ts';
import { AreaCodeSelect } from './area-code-select.tsx';
import { CodeButton } from './code-button.tsx';
import { PasswordInput } from './password-input.tsx';

/** `account`: the placeholder says what is asked (an existing name, or the naming rule). */
export function AccountField({ placeholder }: { placeholder: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="account"
      label={t('account.field.account.label')}
      rules={fieldRules(t, 'account')}
    >
      <Input
        placeholder={placeholder}
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        maxLength={11}
        clearable
      />
    </Form.Item>
  );
}

/** `password` and `confirmPassword` for a new login password. */
export function NewPasswordFields({
  label,
  extraRules = [],
  dependencies,
}: {
  label: string;
  extraRules?: (RuleObject | RuleRender)[];
  dependencies?: string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        {...(dependencies ? { dependencies } : {})}
        rules={[...fieldRules(t, 'newPassword'), ...extraRules]}
      >
        <PasswordInput
          placeholder={t('account.field.password.rule')}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.field.confirmPassword.label')}
        dependencies={['password']}
        rules={confirmRules(t, 'newPassword', 'password')}
      >
        <PasswordInput
          placeholder={t('account.field.confirmPassword.placeholder')}
          autoComplete="new-password"
          maxLength={64}
        />
      </Form.Item>
    </>
  );
}

/** `areaCode` and `phone`. */
export function PhoneFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="areaCode"
        label={t('account.field.areaCode.label')}
        rules={fieldRules(t, 'areaCode')}
      >
        <AreaCodeSelect />
      </Form.Item>
      <Form.Item name="phone" label={label} dependencies={['areaCode']} rules={phoneRules(t)}>
        <Input
          type="tel"
          inputMode="numeric"
          placeholder={t('account.field.phone.placeholder')}
          autoComplete="tel-national"
          maxLength={15}
          clearable
        />
      </Form.Item>
    </>
  );
}

/** `code`, with the send button and its resend countdown. */
export function CodeField({
  channel,
  onSend,
  disabled = false,
}: {
  channel: 'phone' | 'email';
  onSend: () => Promise<SendCodeResult | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={
        channel === 'email' ? t('account.field.code.emailLabel') : t('account.field.code.smsLabel')
      }
      rules={fieldRules(t, 'code')}
      extra={<CodeButton onSend={onSend} disabled={disabled} />}
    >
      <Input
        inputMode="numeric"
        placeholder={t('account.field.code.placeholder')}
        autoComplete="one-time-code"
        maxLength={6}
      />
    </Form.Item>
  );
}
