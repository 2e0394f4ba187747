import { useTranslation } from 'react-i18next';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import * as brand from '@brand/brand.json';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePreInfo } from '../api/get-pre-info.ts';
import { customerServiceLink } from '../customer-link.ts';
import './customer.css';

/**
 * `/iframeCustomerService`: the customer-service chat inside the site, under the page's own bar.
 * WhatsApp (brand `by`) cannot be framed, and neither can an http page on an https site: those
 * get the link instead. The chat may also refuse to be framed; the link above it always works.
 */
export function CustomerFrame() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePreInfo();
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.memberInfo?.username);

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) {
    return (
      <StateBlock kind="error" title={t('customer.unavailable')}>
        <button type="button" className="button-secondary" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </StateBlock>
    );
  }
  const link = customerServiceLink(data.customer_service, { isLogin: Boolean(token), username });
  if (!link) return <StateBlock kind="empty" title={t('customer.unavailable')} />;
  const framable = brand.customerService.kind !== 'whatsapp' && /^https:\/\//.test(link);
  const open = (
    <a className="customer-frame-open" href={link} target="_blank" rel="noopener noreferrer">
      {brand.customerService.kind === 'whatsapp' ? t('customer.whatsapp') : t('customer.newWindow')}
    </a>
  );
  if (!framable) {
    return (
      <section className="customer-card">
        <p className="muted">{t('customer.desc')}</p>
        {open}
      </section>
    );
  }
  return (
    <div className="customer-frame">
      <p className="customer-frame-bar">
        <span className="muted">{t('customer.desc')}</span>
        {open}
      </p>
      <iframe
        title={t('customer.title')}
        src={link}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
