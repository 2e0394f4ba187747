import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useCustomerLink, WHATSAPP } from '../hooks/use-customer-link.ts';

/** `/app/customer`: how to reach customer service (a WhatsApp link on brand `by`). */
export function CustomerPage() {
  const { t } = useTranslation();
  const { query, link, framable } = useCustomerLink();

  if (query.isPending) return <SkeletonLines lines={4} />;
  if (query.isError) return <LoadError onRetry={query.refetch} title={t('customer.unavailable')} />;
  return (
    <section className="customer-card">
      <h1>{t('customer.title')}</h1>
      <p className="muted">{t('customer.desc')}</p>
      {link ? (
        <a className="button-primary" href={link} target="_blank" rel="noopener noreferrer">
          {WHATSAPP ? t('customer.whatsapp') : t('customer.open')}
        </a>
      ) : (
        <p>{t('customer.unavailable')}</p>
      )}
      {framable && (
        <Link className="button-secondary" to="/iframeCustomerService">
          {t('customer.inPage')}
        </Link>
      )}
    </section>
  );
}
