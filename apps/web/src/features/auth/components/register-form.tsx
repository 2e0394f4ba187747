import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import {
  AccountField,
  CodeField,
  NewPasswordFields,
  PhoneFields,
  SubmitForm,
} from '../../../components/form-fields.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { sendPhoneCode } from '../../../lib/api/send-code.ts';
import { useRegister } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { useSiteCaptcha } from '../hooks/use-site-captcha.ts';
import { CaptchaField } from './captcha-field.tsx';

type Values = {
  account: string;
  password: string;
  confirmPassword: string;
  areaCode?: string;
  phone?: string;
  code?: string;
  captcha?: string;
  inviteCode?: string;
  adult?: boolean;
};

/**
 * Registration. The invite code comes from the link (`invite_code`) and is then fixed; the phone
 * and its SMS code are asked where the brand requires them; the 18+ box must be ticked.
 */
export function RegisterForm({
  inviteCode,
  loginHref,
  onSuccess,
}: {
  inviteCode: string;
  loginHref: string;
  onSuccess: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const site = useSiteConfig();
  const phoneOn = site.data?.registerRequiresPhone ?? false;
  const captcha = useSiteCaptcha(form);
  const cipher = usePasswordCipher();
  const register = useRegister();
  const complete = useCompleteSignIn();

  if (site.isPending) return <SkeletonLines lines={6} />;
  if (site.isError) return <LoadError title={t('account.error.config')} onRetry={site.refetch} />;

  async function submit(values: Values) {
    const [password, confirmPassword] = await Promise.all([
      cipher(values.password),
      cipher(values.confirmPassword),
    ]);
    const result = await register.mutateAsync({
      account: values.account,
      password,
      confirmPassword,
      ...(phoneOn
        ? {
            areaCode: values.areaCode ?? '',
            phone: (values.phone ?? '').trim(),
            code: (values.code ?? '').trim(),
          }
        : {}),
      ...(await captcha.answer(values.captcha)),
      ...(values.inviteCode?.trim() ? { invite_code: values.inviteCode.trim() } : {}),
      adult: '1',
    });
    complete(result);
    onSuccess();
  }

  return (
    <div className="auth-form">
      <SubmitForm
        form={form}
        name="register"
        initialValues={{ areaCode: '86', inviteCode, adult: false }}
        submitLabel={t('account.register.submit')}
        onSubmit={submit}
        onError={captcha.renew}
        errorFields={{ invite_code: 'inviteCode' }}
      >
        <AccountField placeholder={t('account.field.account.rule')} />
        <NewPasswordFields label={t('account.field.password.label')} />

        {phoneOn && (
          <>
            <PhoneFields label={t('account.field.phone.label')} />
            <CodeField channel="phone" onSend={() => sendPhoneCode(form, 'register')} />
          </>
        )}
        {captcha.on && <CaptchaField {...captcha.image} />}
        <Form.Item name="inviteCode" label={t('account.field.inviteCode.label')}>
          <Input
            placeholder={t('account.field.inviteCode.placeholder')}
            readOnly={inviteCode !== ''}
            autoCapitalize="off"
            maxLength={32}
          />
        </Form.Item>
        <Form.Item
          name="adult"
          valuePropName="checked"
          className="adult-item"
          rules={[
            {
              validator: (_rule, value: unknown) =>
                value === true
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.register.adultRequired'))),
            },
          ]}
        >
          <Checkbox>{t('account.register.adult')}</Checkbox>
        </Form.Item>
      </SubmitForm>
      <div className="auth-links">
        <span className="muted">{t('account.register.haveAccount')}</span>
        <Link to={loginHref}>{t('account.register.toLogin')}</Link>
      </div>
    </div>
  );
}
