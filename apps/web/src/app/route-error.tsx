import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useLayoutKind } from '../hooks/use-layout-kind.ts';
import { homePath } from './nav.ts';

/** The router's error screen (spec §8): "Unexpected Application Error!" with a way back home. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const layout = useLayoutKind();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main className="route-error">
      <h1>{t('error.title')}</h1>
      <p>{t('error.desc')}</p>
      {detail && <p className="muted">{detail}</p>}
      {/* A full reload: whatever broke may live in memory. */}
      <a className="button-primary" href={homePath(layout)}>
        {t('common.backHome')}
      </a>
    </main>
  );
}
