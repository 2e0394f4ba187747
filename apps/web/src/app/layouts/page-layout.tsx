import './account-pages.css';
import './member-pages.css';
import '../../components/state-tag.css';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Outlet } from 'react-router';
import { useLayoutKind } from '../../hooks/use-layout-kind.ts';
import { homePath } from '../nav.ts';
import { usePageHandle } from '../page-handle.ts';
import { PageLoading } from '../page-loading.tsx';
import { BackButton } from './back-button.tsx';

/**
 * Pages outside the tab shell. Mobile: a fixed top bar with a back arrow and the title. Desktop
 * (inside the desktop frame): the page as a centred card.
 */
export function Component() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const handle = usePageHandle();
  const title = handle ? t(handle.labelKey) : '';
  if (layout === 'mobile') {
    return (
      <div className="shell page-shell">
        <header className="topbar page-topbar">
          <BackButton handle={handle} fallback={homePath(layout)} />
          <h1 className="page-title">{title}</h1>
          <span className="back-button-spacer" aria-hidden="true" />
        </header>
        <main className="page-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    );
  }
  return (
    <div className="desk-page">
      <section className="desk-card" aria-labelledby="page-title">
        <h1 id="page-title" className="desk-card-title">
          {title}
        </h1>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
