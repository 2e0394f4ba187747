import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import * as brand from '@brand/brand.json';
import { useSessionStore } from '../../../stores/session-store.ts';
import { usePreInfo } from '../api/get-pre-info.ts';
import { customerServiceLink } from '../customer-link.ts';

/** `/app/customer`: how to reach customer service (a WhatsApp link on brand `by`). */
export function CustomerPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = usePreInfo();
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.memberInfo?.username);

  if (isPending) return <SkeletonLines lines={4} />;
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
  const whatsapp = brand.customerService.kind === 'whatsapp';
  return (
    <section className="customer-card">
      <h1>{t('customer.title')}</h1>
      <p className="muted">{t('customer.desc')}</p>
      {link ? (
        <a className="button-primary" href={link} target="_blank" rel="noopener noreferrer">
          {whatsapp ? t('customer.whatsapp') : t('customer.open')}
        </a>
      ) : (
        <p>{t('customer.unavailable')}</p>
      )}
      {link && !whatsapp && /^https:\/\//.test(link) && (
        <Link className="button-secondary" to="/iframeCustomerService">
          {t('customer.inPage')}
        </Link>
      )}
    </section>
  );
}
