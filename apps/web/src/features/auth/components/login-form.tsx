import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import Form from 'antd-mobile/es/components/form';
import {
  AccountField,
  CurrentPasswordField,
  SubmitForm,
} from '../../../components/form-fields.tsx';
import { showAlert } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useSiteCaptcha } from '../hooks/use-site-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

type Values = { account: string; password: string; captcha?: string };

/** Today's session time is used up (the member's own limit): no log-in before the time it names. */
const isSessionLimit = (error: unknown): error is ApiRefusal =>
  error instanceof ApiRefusal && error.code === 'SESSION_LIMIT_REACHED' && error.msg !== '';

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
  const captcha = useSiteCaptcha(form);
  const cipher = usePasswordCipher();
  const login = useLogin();
  const complete = useCompleteSignIn();

  if (site.isPending) return <SkeletonLines lines={4} />;
  if (site.isError) return <LoadError title={t('account.error.config')} onRetry={site.refetch} />;

  async function submit(values: Values) {
    const sent = {
      account: values.account,
      password: await cipher(values.password),
      ...(await captcha.answer(values.captcha)),
    };
    let result: Awaited<ReturnType<typeof login.mutateAsync>>;
    try {
      result = await login.mutateAsync(sent);
    } catch (error) {
      if (!isSessionLimit(error)) throw error;
      // The refusal holds for hours and names when it ends: a dialog the member closes, not a
      // toast that fades before it is read. The captcha was spent like on any refusal.
      captcha.renew();
      void showAlert({ title: null, content: error.msg, confirmText: t('common.ok') });
      return;
    }
    complete(result);
    onSuccess();
  }

  return (
    <div className="auth-form">
      <SubmitForm
        form={form}
        name="login"
        submitLabel={t('account.login.submit')}
        onSubmit={submit}
        onError={captcha.renew}
      >
        <AccountField placeholder={t('account.field.account.placeholder')} />
        <CurrentPasswordField
          name="password"
          label={t('account.field.password.label')}
          placeholder={t('account.field.password.placeholder')}
        />
        {captcha.on && <CaptchaField {...captcha.image} />}
      </SubmitForm>
      <div className="auth-links">
        <Link to="/forgetPassword">{t('account.login.forgot')}</Link>
        <Link to={registerHref}>{t('account.login.toRegister')}</Link>
      </div>
    </div>
  );
}
