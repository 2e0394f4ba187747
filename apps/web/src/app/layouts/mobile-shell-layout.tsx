import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { AccountEntry } from '../../components/account-entry.tsx';
import { BalanceChip } from '../../components/balance-chip.tsx';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { NavIcon } from '../../components/nav-icon.tsx';
import { NAV } from '../nav.ts';
import { PageLoading } from '../page-loading.tsx';
import { useLogout } from '../use-logout.ts';

/** Mobile shell: fixed top bar, the page, and a fixed bottom tab bar (UI.md). */
export function MobileShellLayout() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="shell shell-mobile">
      <header className="topbar">
        <BrandLogo height={28} />
        <div className="topbar-actions">
          <LanguageSelect />
          <BalanceChip />
          <AccountEntry onLogout={() => void logout()} />
        </div>
      </header>
      <main className="shell-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <nav className="tabbar" aria-label={t('nav.mainMenu')}>
        {NAV.map((entry) => (
          <NavLink
            key={entry.key}
            to={entry.path.mobile}
            className={({ isActive }) => (isActive ? 'is-active' : undefined)}
          >
            <NavIcon name={entry.key} />
            <span>{t(entry.labelKey)}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
