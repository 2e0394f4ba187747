import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useCustomerLink, WHATSAPP } from '../hooks/use-customer-link.ts';

/** `/app/customer`: how to reach customer service (a WhatsApp link on brand `by`). */
export function CustomerPage() {
  const { t } = useTranslation();
  const { query, link, framable } = useCustomerLink();

  if (query.isPending) return <SkeletonLines lines={4} />;
  if (query.isError)
    return <LoadError onRetry={query.refetch} title={t('support.outside.unavailable')} />;
  return (
    <section className="customer-card">
      <h1>{t('support.outside.title')}</h1>
      <p className="muted">{t('support.outside.desc')}</p>
      {link ? (
        <a className="button-primary" href={link} target="_blank" rel="noopener noreferrer">
          {WHATSAPP ? t('support.outside.whatsapp') : t('support.outside.open')}
        </a>
      ) : (
        <p>{t('support.outside.unavailable')}</p>
      )}
      {framable && (
        <Link className="button-secondary" to="/iframeCustomerService">
          {t('support.outside.inPage')}
        </Link>
      )}
    </section>
  );
}
