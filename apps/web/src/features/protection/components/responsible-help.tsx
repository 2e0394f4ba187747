import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** Where the member reaches customer service (the tab bar's 客服, spec §2). */
const CUSTOMER_PATH = '/app/customer';

/** Plain words on why and how, and the way to a person. */
export function ResponsibleHelp() {
  const { t } = useTranslation();
  return (
    <section className="rg-card rg-help" aria-labelledby="rg-help-title">
      <h2 id="rg-help-title" className="rg-card-title">
        {t('protection.help.title')}
      </h2>
      <p>{t('protection.help.p1')}</p>
      <p>{t('protection.help.p2')}</p>
      <p>{t('protection.help.lossCounts')}</p>
      <p>{t('protection.help.p3')}</p>
      <p className="rg-adult">
        <span className="adult-badge" aria-hidden="true">
          18+
        </span>
        {t('protection.help.p4')}
      </p>
      <p>
        {t('protection.help.servicePrefix')}{' '}
        <Link to={CUSTOMER_PATH}>{t('protection.help.service')}</Link>
      </p>
    </section>
  );
}
