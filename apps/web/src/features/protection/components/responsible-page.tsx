import './protection.css';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { currencyOf } from '../../../lib/money.ts';
import { useLimits } from '../api/get-limits.ts';
import { ExclusionPanel } from './exclusion-panel.tsx';
import { MoneyLimits } from './money-limits.tsx';
import { PendingChanges } from './pending-changes.tsx';
import { ResponsibleHelp } from './responsible-help.tsx';
import { RestrictionBanner } from './restriction-banner.tsx';
import { TimeLimits } from './time-limits.tsx';
import { TimeoutPanel } from './timeout-panel.tsx';

/**
 * `/user/responsible`: a restriction in force first, then the changes waiting for confirmation,
 * the money limits, the time settings, time-out, self-exclusion and plain-language help.
 * `onLogout` is the app's log-out, used once a time-out or exclusion has ended every session.
 */
export function ResponsiblePage({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const query = useLimits();
  const site = useSiteConfig();

  if (query.isPending || site.isPending) return <SkeletonLines lines={10} />;
  if (query.isError || site.isError) {
    return <LoadError onRetry={() => Promise.all([query.refetch(), site.refetch()])} />;
  }
  const limits = query.data;
  const currency = currencyOf(site.data.currency.code);
  return (
    <div className={`rg-page rg-${layout}`}>
      <RestrictionBanner limits={limits} />
      <p className="rg-intro">{t('protection.intro')}</p>
      <PendingChanges pending={limits.pending} />
      <div className="rg-rule" role="note">
        <p>{t('protection.rule')}</p>
        <p className="muted">{t('protection.periodNote')}</p>
      </div>
      <MoneyLimits limits={limits} currency={currency} />
      <TimeLimits limits={limits} currency={currency} />
      <div className="rg-stops">
        <TimeoutPanel onLogout={onLogout} />
        <ExclusionPanel onLogout={onLogout} />
      </div>
      <ResponsibleHelp />
    </div>
  );
}
