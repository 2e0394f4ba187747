import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import brand from '@brand/brand.json';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';

/** `/entry`: the frame of log-in and registration (their forms come with the accounts module). */
export function Component() {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const names = brand.names as Record<string, string>;
  return (
    <main className="entry">
      <div className="entry-card">
        <BrandLogo height={40} />
        <h1>
          {t('entry.welcome', { site: names[i18n.language] ?? brand.names[brand.defaultLocale] })}
        </h1>
        <Outlet />
        <p className="muted">{t('entry.adultOnly')}</p>
        <Link className="button-secondary" to={homePath(layout)}>
          {t('common.backHome')}
        </Link>
      </div>
    </main>
  );
}
