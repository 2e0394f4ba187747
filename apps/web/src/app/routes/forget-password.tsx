import { useTranslation } from '../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { ForgetPasswordForm } from '../../features/auth/components/forget-password-form.tsx';

/** `/forgetPassword`: on success, to log in with the new password. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="form-page">
      <p className="form-intro muted">{t('account.forget.intro')}</p>
      <ForgetPasswordForm onSuccess={() => void navigate('/login', { replace: true })} />
    </div>
  );
}
