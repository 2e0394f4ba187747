import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../lib/auth-paths.ts';

/**
 * "登录 / 注册" of the frames' header, coming back to this page. Kept apart from the account menu:
 * a visitor's first paint carries these two links only.
 */
export function AuthButtons() {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="auth-buttons">
      <Link className="button-small button-small-secondary" to={loginHref(here)}>
        {t('header.login')}
      </Link>
      <Link className="button-small button-small-primary" to={loginHref(here, 'register')}>
        {t('header.register')}
      </Link>
    </div>
  );
}
