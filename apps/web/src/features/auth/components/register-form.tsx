import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { usePasswordCipher } from '../../../hooks/use-password-cipher.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { sendCode } from '../../../lib/api/send-code.ts';
import { reportFormError } from '../../../lib/report-form-error.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { useRegister } from '../api/register.ts';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in.ts';
import { CaptchaField } from './captcha-field.tsx';
import {
  AccountField,
  CodeField,
  NewPasswordFields,
  PhoneFields,
} from '../../../components/form-fields.tsx';
import { useSubmitting } from '../../../hooks/use-submitting.ts';

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
  const captchaOn = site.data?.features.captcha ?? false;
  const phoneOn = site.data?.registerRequiresPhone ?? false;
  const captcha = useCaptcha(captchaOn);
  const cipher = usePasswordCipher();
  const register = useRegister();
  const complete = useCompleteSignIn();
  const { busy, run } = useSubmitting();

  if (site.isPending) return <SkeletonLines lines={6} />;
  if (site.isError) {
    return (
      <StateBlock kind="error" title={t('account.error.config')}>
        <button type="button" className="button-secondary" onClick={() => void site.refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }

  async function sendSms() {
    try {
      await form.validateFields(['areaCode', 'phone']);
    } catch {
      return null;
    }
    const { areaCode = '', phone = '' } = form.getFieldsValue(['areaCode', 'phone']);
    return sendCode({ type: 'phone', purpose: 'register', areaCode, phone: phone.trim() });
  }

  function submit(values: Values) {
    return run(
      async () => {
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
          ...(captchaOn ? { captcha: (values.captcha ?? '').trim() } : {}),
          ...(values.inviteCode?.trim() ? { invite_code: values.inviteCode.trim() } : {}),
          adult: '1',
        });
        complete(result);
        onSuccess();
      },
      (error) => {
        if (captchaOn) {
          form.setFieldValue('captcha', '');
          captcha.refresh();
        }
        reportFormError(t, form, error, { invite_code: 'inviteCode' });
      },
    );
  }

  return (
    <div className="auth-form">
      <Form
        form={form}
        name="register"
        layout="horizontal"
        initialValues={{ areaCode: '86', inviteCode, adult: false }}
        onFinish={(values) => void submit(values)}
        footer={<SubmitButton loading={busy}>{t('account.register.submit')}</SubmitButton>}
      >
        <AccountField placeholder={t('account.field.account.rule')} />
        <NewPasswordFields label={t('account.field.password.label')} />

        {phoneOn && (
          <>
            <PhoneFields label={t('account.field.phone.label')} />
            <CodeField channel="phone" onSend={sendSms} />
          </>
        )}
        {captchaOn && (
          <CaptchaField
            url={captcha.url}
            loading={captcha.loading}
            failed={captcha.failed}
            onRefresh={captcha.refresh}
          />
        )}
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
      </Form>
      <div className="auth-links">
        <span className="muted">{t('account.register.haveAccount')}</span>
        <Link to={loginHref}>{t('account.register.toLogin')}</Link>
      </div>
    </div>
  );
}
