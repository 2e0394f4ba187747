import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { activeLinkClass, homePath, NAV } from '../nav.ts';
import { PageLoading } from '../page-loading.tsx';
import { SitePopupLauncher } from '../../features/promotions/components/site-popup-launcher.tsx';
import { DeskCategoryMenu } from './desk-category-menu.tsx';
import { HeaderActions } from './header-actions.tsx';

/** Desktop: header navigation, a wide content column and a footer; never a stretched phone page. */
export function DesktopLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="shell shell-desktop">
      <header className="desk-header">
        <div className="container desk-header-inner">
          <BrandLogo height={36} />
          <nav className="desk-nav" aria-label={t('nav.mainMenu')}>
            {NAV.map((entry) => (
              <NavLink key={entry.key} to={entry.path.desktop} className={activeLinkClass}>
                {t(entry.labelKey)}
              </NavLink>
            ))}
          </nav>
          <HeaderActions className="desk-header-actions" />
        </div>
        <DeskCategoryMenu />
      </header>
      <main className="container desk-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="desk-footer">
        <div className="container desk-footer-inner">
          <span className="adult-badge" aria-hidden="true">
            {t('footer.adult')}
          </span>
          <p>{t('footer.responsible')}</p>
          <Link to="/user/responsible">{t('footer.responsibleLink')}</Link>
          <Link to="/joinUs">{t('footer.joinUs')}</Link>
          <p className="muted">{t('footer.licence')}</p>
        </div>
      </footer>
      <SitePopupLauncher onHome={pathname === homePath('desktop')} />
    </div>
  );
}
