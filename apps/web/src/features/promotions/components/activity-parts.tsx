import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PromoApplicationState, PromoListItem } from '@kirin/contract';
import { shortDateTime } from '../lib/promo-format.ts';

/** The activity's banner: decorative, its title is written beside it. */
export function PromoBanner({ src, className }: { src: string; className: string }) {
  if (!src) {
    return <div className={`${className} promo-banner-blank`} aria-hidden="true" />;
  }
  return <img className={className} src={src} alt="" loading="lazy" decoding="async" />;
}

/** "2026-11-20 00:00 至 2026-12-31 00:00", or open-ended. */
export function PromoPeriod({ item }: { item: Pick<PromoListItem, 'startsAt' | 'endsAt'> }) {
  const { t, i18n } = useTranslation();
  const start = shortDateTime(item.startsAt, i18n.language);
  return (
    <span className="promo-period">
      {item.endsAt
        ? t('promotions.period', { start, end: shortDateTime(item.endsAt, i18n.language) })
        : t('promotions.periodOpen', { start })}
    </span>
  );
}

export function StateTag({ state }: { state: PromoApplicationState }) {
  const { t } = useTranslation();
  return <span className={`promo-tag promo-tag-${state}`}>{t(`promotions.state.${state}`)}</span>;
}

/** What the list shows of an activity: the member's application, else whether it takes one. */
export function ListTag({ item }: { item: PromoListItem }) {
  const { t } = useTranslation();
  if (item.application) return <StateTag state={item.application.state} />;
  return (
    <span className={`promo-tag promo-tag-${item.kind}`}>
      {t(item.kind === 'apply' ? 'promotions.kind.apply' : 'promotions.kind.info')}
    </span>
  );
}
