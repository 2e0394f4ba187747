import '../layouts/account-pages.css';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { brandName } from '../../lib/brand-name.ts';
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
  // On a desktop the page sits in the site's frame (header, footer, its own <main>).
  const Frame = layout === 'mobile' ? 'main' : 'div';
  return (
    <Frame className={`entry entry-${layout}`}>
      <div className="entry-card">
        {layout === 'mobile' && <BrandLogo height={40} />}
        <h1>{t('account.entry.welcome', { site: brandName(i18n.language) })}</h1>
        <nav className="entry-tabs" aria-label={t('account.entry.tabs')}>
          <NavLink to={{ pathname: '/login', search }} className={activeLinkClass} replace>
            {t('header.login')}
          </NavLink>
          <NavLink to={{ pathname: '/register', search }} className={activeLinkClass} replace>
            {t('header.register')}
          </NavLink>
        </nav>
        <Outlet />
        <p className="muted">{t('account.entry.adultOnly')}</p>
        <Link className="button-secondary" to={homePath(layout)}>
          {t('common.backHome')}
        </Link>
      </div>
    </Frame>
  );
}
