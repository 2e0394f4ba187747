// The frame and the rows that the member forms share (antd-mobile Form.Item reads its form from
// context, so a group of rows can live in its own component). Each row names its field as the API
// does.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import type { RuleObject, RuleRender } from 'antd-mobile/es/components/form';
import type { CodeChannel } from '@kirin/contract';
import { useSubmitting } from '../hooks/use-submitting.ts';
import { useSiteConfig } from '../lib/api/get-site-config.ts';
import type { SendCodeResult } from '../lib/api/send-code.ts';
import { confirmRules, fieldRules, phoneRules } from '../lib/field-rules.ts';
import { reportFormError } from '../lib/report-form-error.ts';
import { AreaCodeSelect } from './area-code-select.tsx';
import { CodeButton } from './code-button.tsx';
import { PasswordInput, WithdrawPasswordInput } from './password-input.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * A member form: its rows, then `hint` and the submit button, busy while `onSubmit` runs. A
 * failure is shown by reportFormError (reasons under the fields, `errorFields` mapping wire names
 * to field names where they differ; the message as a toast), after `onError` has run. Without
 * `form`, the form makes its own instance.
 */
export function SubmitForm<V>({
  form: given,
  name,
  initialValues,
  submitLabel,
  hint,
  onSubmit,
  onError,
  errorFields,
  children,
}: {
  form?: ReturnType<typeof Form.useForm<V>>[0];
  name: string;
  initialValues?: Partial<V>;
  submitLabel: string;
  hint?: ReactNode;
  onSubmit: (values: V) => Promise<void>;
  onError?: () => void;
  errorFields?: Record<string, string>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>(given);
  const { busy, run } = useSubmitting();
  const finish = (values: V) =>
    run(
      () => onSubmit(values),
      (error) => {
        onError?.();
        reportFormError(t, form, error, errorFields);
      },
    );
  return (
    <Form
      form={form}
      name={name}
      layout="horizontal"
      initialValues={initialValues}
      onFinish={(values: V) => void finish(values)}
      footer={
        <>
          {hint}
          <SubmitButton loading={busy}>{submitLabel}</SubmitButton>
        </>
      }
    >
      {children}
    </Form>
  );
}

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

/** The current login password: `password` to log in, `oldPassword` to change it. */
export function CurrentPasswordField({
  name,
  label,
  placeholder,
}: {
  name: 'password' | 'oldPassword';
  label: string;
  placeholder: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={fieldRules(t, 'loginPassword')}>
      <PasswordInput placeholder={placeholder} autoComplete="current-password" maxLength={64} />
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

/** `wpassword` and `confirmWpassword` for a new withdrawal password. */
export function NewWithdrawPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="wpassword" label={label} rules={fieldRules(t, 'withdrawPassword')}>
        <WithdrawPasswordInput placeholder={t('account.field.withdrawPassword.rule')} />
      </Form.Item>
      <Form.Item
        name="confirmWpassword"
        label={t('account.field.confirmWithdrawPassword.label')}
        dependencies={['wpassword']}
        rules={confirmRules(t, 'withdrawPassword', 'wpassword')}
      >
        <WithdrawPasswordInput
          placeholder={t('account.field.confirmWithdrawPassword.placeholder')}
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

/**
 * `code`, with the send button and its resend countdown. Where the server keeps this channel's
 * codes in its demo outbox (no provider configured), the field says where the code is instead.
 */
export function CodeField({
  channel,
  onSend,
  disabled = false,
}: {
  channel: CodeChannel;
  onSend: () => Promise<SendCodeResult | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const demo = useSiteConfig().data?.codesDemo?.[channel] ?? false;
  return (
    <Form.Item
      name="code"
      label={
        channel === 'email' ? t('account.field.code.emailLabel') : t('account.field.code.smsLabel')
      }
      rules={fieldRules(t, 'code')}
      extra={<CodeButton onSend={onSend} disabled={disabled} />}
      {...(demo
        ? { description: <span className="code-demo-hint">{t('account.code.demoHint')}</span> }
        : {})}
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
