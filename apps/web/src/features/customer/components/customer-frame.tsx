import './customer.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useCustomerLink, WHATSAPP } from '../hooks/use-customer-link.ts';

/**
 * `/iframeCustomerService`: the customer-service chat inside the site, under the page's own bar.
 * What cannot be framed (useCustomerLink) gets the link instead. The chat may also refuse to be
 * framed; the link above it always works.
 */
export function CustomerFrame() {
  const { t } = useTranslation();
  const { query, link, framable } = useCustomerLink();

  if (query.isPending) return <SkeletonLines lines={6} />;
  if (query.isError)
    return <LoadError onRetry={query.refetch} title={t('support.outside.unavailable')} />;
  if (!link) return <StateBlock kind="empty" title={t('support.outside.unavailable')} />;
  const open = (
    <a className="customer-frame-open" href={link} target="_blank" rel="noopener noreferrer">
      {WHATSAPP ? t('support.outside.whatsapp') : t('support.outside.newWindow')}
    </a>
  );
  if (!framable) {
    return (
      <section className="customer-card">
        <p className="muted">{t('support.outside.desc')}</p>
        {open}
      </section>
    );
  }
  return (
    <div className="customer-frame">
      <p className="customer-frame-bar">
        <span className="muted">{t('support.outside.desc')}</span>
        {open}
      </p>
      <iframe
        title={t('support.outside.title')}
        src={link}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
