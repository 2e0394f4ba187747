import { Link } from 'react-router';
import { ACTIVITY_LIST_PATH } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The way to the activities, under the notice: the tab bar has no room for them. */
export function ActivitiesEntry() {
  const { t } = useTranslation();
  return (
    <Link className="home-activities" to={ACTIVITY_LIST_PATH}>
      <ActivitiesIcon className="home-activities-icon" />
      <span className="home-activities-text">
        <strong>{t('home.activities')}</strong>
        <span>{t('home.activitiesDesc')}</span>
      </span>
      <svg className="home-activities-chevron" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 6l6 6-6 6" />
      </svg>
    </Link>
  );
}

/** A gift box: the activities' mark wherever the home links to them. */
export function ActivitiesIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-4-6-1.5S10 7 12 7zm0 0c2-4 6-4 6-1.5S14 7 12 7z" />
    </svg>
  );
}

/**
 * The phone's footer line under the lobby: 18+, the way to the responsible-gambling page, and
 * "join us" for would-be agents (a desktop has them in the frame's footer).
 */
export function HomeFooter() {
  const { t } = useTranslation();
  return (
    <footer className="home-footer">
      <span className="adult-badge" aria-hidden="true">
        {t('footer.adult')}
      </span>
      <span>{t('footer.responsible')}</span>
      <Link to="/user/responsible">{t('footer.responsibleLink')}</Link>
      <Link to="/joinUs">{t('footer.joinUs')}</Link>
    </footer>
  );
}
