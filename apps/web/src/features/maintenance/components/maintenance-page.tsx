import './maintenance.css';
import { Link } from 'react-router';
import type { SiteMaintenance } from '@kirin/contract';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { brandName } from '../../../lib/brand-name.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { secondsLeft, splitCountdown } from '../lib/maintenance-window.ts';

function MaintenanceArt() {
  return (
    <svg className="maintenance-art" viewBox="0 0 120 96" aria-hidden="true">
      <rect x="14" y="20" width="92" height="62" rx="10" className="maintenance-art-box" />
      <path
        d="M70 36a12 12 0 0 0-15 15L40 66l6 6 15-15a12 12 0 0 0 15-15l-7 7-6-1-1-6z"
        className="maintenance-art-tool"
      />
    </svg>
  );
}

function Countdown({ endsAt }: { endsAt: string }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const left = secondsLeft(endsAt, now);
  // At zero /md is being read again (useSiteMaintenance): the page goes once it says so.
  if (left === 0) return <span className="maintenance-ending">{t('maintenance.page.ending')}</span>;
  const { days, time } = splitCountdown(left);
  return <>{days > 0 ? t('maintenance.page.days', { days, time }) : time}</>;
}

/**
 * What every route shows while the site is in maintenance: the brand, why, the operator's words
 * (as text: they are never markup), the expected end in Beijing time with a countdown to it, and
 * the way to customer service, which stays open.
 */
export function MaintenancePage({
  maintenance,
  customerServicePath,
}: {
  maintenance: SiteMaintenance;
  customerServicePath: string;
}) {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const message = maintenance.message.trim();
  return (
    <div className={`maintenance maintenance-${layout}`}>
      <header className="maintenance-top">
        <BrandLogo height={layout === 'mobile' ? 32 : 40} />
        <LanguageSelect />
      </header>
      <main className="maintenance-card" aria-labelledby="maintenance-title">
        <MaintenanceArt />
        <h1 id="maintenance-title">{t('maintenance.page.title')}</h1>
        <p className="maintenance-lead">{t('maintenance.page.lead')}</p>
        {message !== '' && (
          <section className="maintenance-message" aria-label={t('maintenance.page.messageLabel')}>
            <p>{message}</p>
          </section>
        )}
        <dl className="maintenance-times">
          <div>
            <dt>{t('maintenance.page.endsAt')}</dt>
            <dd>{formatDateTime(maintenance.endsAt, i18n.language)}</dd>
          </div>
          <div>
            <dt>{t('maintenance.page.remaining')}</dt>
            <dd className="maintenance-countdown" role="timer">
              <Countdown endsAt={maintenance.endsAt} />
            </dd>
          </div>
        </dl>
        <Link className="button-primary maintenance-service" to={customerServicePath}>
          {t('maintenance.page.service')}
        </Link>
        <p className="muted maintenance-auto">{t('maintenance.page.autoReturn')}</p>
      </main>
      <footer className="maintenance-footer muted">{brandName(i18n.language)}</footer>
    </div>
  );
}
