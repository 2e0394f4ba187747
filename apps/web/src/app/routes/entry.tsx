import '../layouts/account-pages.css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import * as brand from '@brand/brand.json';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { activeLinkClass, homePath } from '../nav.ts';

/**
 * The entry layout: the frame of `/login` and `/register` (spec §2), with tabs between them that
 * keep the query (`redirect`, `invite_code`).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const { search } = useLocation();
  const names = brand.names as Record<string, string>;
  return (
    <main className="entry">
      <div className="entry-card">
        <BrandLogo height={40} />
        <h1>
          {t('entry.welcome', { site: names[i18n.language] ?? brand.names[brand.defaultLocale] })}
        </h1>
        <nav className="entry-tabs" aria-label={t('entry.tabs')}>
          <NavLink to={{ pathname: '/login', search }} className={activeLinkClass} replace>
            {t('header.login')}
          </NavLink>
          <NavLink to={{ pathname: '/register', search }} className={activeLinkClass} replace>
            {t('header.register')}
          </NavLink>
        </nav>
        <Outlet />
        <p className="muted">{t('entry.adultOnly')}</p>
        <Link className="button-secondary" to={homePath(layout)}>
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
