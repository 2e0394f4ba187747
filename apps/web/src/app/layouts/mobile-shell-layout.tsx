import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NavLink, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { NavIcon } from '../../components/nav-icon.tsx';
import { activeLinkClass, homePath, NAV } from '../nav.ts';
import { PageLoading } from '../page-loading.tsx';
import { SitePopupLauncher } from '../../features/promotions/components/site-popup-launcher.tsx';
import { HeaderActions } from './header-actions.tsx';

/** Mobile shell: fixed top bar, the page, and a fixed bottom tab bar (UI.md). */
export function MobileShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="shell shell-mobile">
      <header className="topbar">
        <BrandLogo height={28} />
        <HeaderActions className="topbar-actions" />
      </header>
      <main className="shell-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="tabbar" aria-label={t('nav.mainMenu')}>
        {NAV.map((entry) => (
          <NavLink key={entry.key} to={entry.path.mobile} className={activeLinkClass}>
            <NavIcon name={entry.key} />
            <span>{t(entry.labelKey)}</span>
          </NavLink>
        ))}
      </nav>
      <SitePopupLauncher onHome={pathname === homePath('mobile')} />
    </div>
  );
}
