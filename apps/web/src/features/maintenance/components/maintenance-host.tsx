import { lazy, Suspense, type ReactNode } from 'react';
import { loadI18nPart } from '../../../i18n/index.ts';
import { useSiteMaintenance } from '../hooks/use-site-maintenance.ts';

// Mounted at the root of every page: only the watch ships with the first paint; the page, the
// notice and their texts load when there is a window to show.
const MaintenancePage = lazy(() =>
  Promise.all([import('./maintenance-page.tsx'), loadI18nPart('maintenance')]).then(([m]) => ({
    default: m.MaintenancePage,
  })),
);
const MaintenanceNotice = lazy(() =>
  Promise.all([import('./maintenance-notice.tsx'), loadI18nPart('maintenance')]).then(([m]) => ({
    default: m.MaintenanceNotice,
  })),
);

/**
 * Site-wide maintenance over the routes (`children`): while it is in force, the maintenance page
 * takes the place of every page but customer service's, which members must still reach
 * (`onCustomerService`; it gets a slim bar saying why the rest is closed). While one is scheduled,
 * a dismissible notice above every page.
 */
export function MaintenanceHost({
  children,
  customerServicePath,
  onCustomerService,
}: {
  children: ReactNode;
  customerServicePath: string;
  onCustomerService: boolean;
}) {
  const maintenance = useSiteMaintenance();
  if (maintenance?.on && !onCustomerService) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage maintenance={maintenance} customerServicePath={customerServicePath} />
      </Suspense>
    );
  }
  return (
    <>
      {maintenance && (
        <Suspense fallback={null}>
          {/* Keyed by the window: a new one is news again, whatever was dismissed before. */}
          <MaintenanceNotice
            key={`${maintenance.on}/${maintenance.startsAt}/${maintenance.endsAt}`}
            maintenance={maintenance}
          />
        </Suspense>
      )}
      {children}
    </>
  );
}
