import { useTranslation } from '../../../i18n/use-translation.ts';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { fieldRules } from '../../../lib/field-rules.ts';

/** The graphic captcha: an input and the image beside it; tapping the image gets a new one. */
export function CaptchaField({
  url,
  loading,
  failed,
  refresh,
}: {
  url: string | undefined;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="captcha"
      label={t('account.field.captcha.label')}
      rules={fieldRules(t, 'captcha')}
      extra={
        <button
          type="button"
          className="captcha-image"
          onClick={refresh}
          aria-label={t('account.field.captcha.refresh')}
          aria-busy={loading}
        >
          {url && !failed ? (
            <img src={url} alt={t('account.field.captcha.image')} width={100} height={40} />
          ) : (
            <span>{failed ? t('account.field.captcha.failed') : t('common.loading')}</span>
          )}
        </button>
      }
    >
      <Input
        placeholder={t('account.field.captcha.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        maxLength={12}
      />
    </Form.Item>
  );
}
