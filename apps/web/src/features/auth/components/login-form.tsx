import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import { PasswordInput } from '../../../components/password-input.tsx';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { fieldRules } from '../../../lib/field-rules.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import { AccountField } from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

type Values = { account: string; password: string; captcha?: string };

/** Log-in: account, password and (where the site asks) the graphic captcha. */
export function LoginForm({
  registerHref,
  onSuccess,
}: {
  registerHref: string;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const site = useSiteConfig();
  const captchaOn = site.data?.features.captcha ?? false;
  const captcha = useCaptcha(captchaOn);
  const cipher = usePasswordCipher();
  const login = useLogin();
  const complete = useCompleteSignIn();
  const { busy, run } = useSubmitting();

  if (site.isPending) return <SkeletonLines lines={4} />;
  if (site.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.config')}>
        <button type="button" className="button-secondary" onClick={() => void site.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }

  function submit(values: Values) {
    return run(
      async () => {
        const result = await login.mutateAsync({
          account: values.account,
          password: await cipher(values.password),
          ...(captchaOn ? { captcha: (values.captcha ?? '').trim() } : {}),
        });
        complete(result);
        onSuccess();
      },
      (error) => {
        // A captcha is good for one attempt only.
        if (captchaOn) {
          form.setFieldValue('captcha', '');
          captcha.refresh();
        }
        reportFormError(t, form, error);
      },
    );
  }

  return (
    <div className="auth-form">
      <Form
        form={form}
        name="login"
        layout="horizontal"
        onFinish={(values) => void submit(values)}
        footer={<SubmitButton loading={busy}>{t('account.login.submit')}</SubmitButton>}
      >
        <AccountField placeholder={t('account.field.account.placeholder')} />
        <Form.Item
          name="password"
          label={t('account.field.password.label')}
          rules={fieldRules(t, 'loginPassword')}
        >
          <PasswordInput
            placeholder={t('account.field.password.placeholder')}
            autoComplete="current-password"
            maxLength={64}
          />
        </Form.Item>
        {captchaOn && (
          <CaptchaField
            url={captcha.url}
            loading={captcha.loading}
            failed={captcha.failed}
            onRefresh={captcha.refresh}
          />
        )}
      </Form>
      <div className="auth-links">
        <Link to="/forgetPassword">{t('account.login.forgot')}</Link>
        <Link to={registerHref}>{t('account.login.toRegister')}</Link>
      </div>
    </div>
  );
}
