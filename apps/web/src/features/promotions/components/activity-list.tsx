import './promotions.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { activityDetailPath, resolveLang } from '@kirin/contract';
import { LoadError, StateBlock } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { usePromoList } from '../api/get-promo-list.ts';
import { ListTag, PromoBanner, PromoPeriod } from './activity-parts.tsx';

/**
 * `/activity/list` (shell layout, no session needed): the site's running activities as cards,
 * each opening its detail; a signed-in member sees where their applications stand.
 */
export function ActivityList() {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const list = usePromoList(resolveLang(i18n.language));

  let body;
  if (list.isPending) {
    body = (
      <ul className="promo-list" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="promo-card promo-card-skeleton">
            <span className="promo-card-banner skeleton-line" />
            <span className="skeleton-line" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError) {
    body = <LoadError title={t('promotions.loadFailed')} onRetry={() => list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <StateBlock
        kind="empty"
        title={t('promotions.empty')}
        description={t('promotions.emptyDesc')}
      />
    );
  } else {
    body = (
      <ul className="promo-list">
        {list.data.map((item) => (
          <li key={item.id}>
            <Link className="promo-card" to={activityDetailPath(item.id)}>
              <PromoBanner src={item.bannerUrl} className="promo-card-banner" />
              <span className="promo-card-main">
                <span className="promo-card-head">
                  <strong className="promo-card-title">{item.title}</strong>
                  <ListTag item={item} />
                </span>
                {item.summary && <span className="promo-card-summary">{item.summary}</span>}
                <PromoPeriod item={item} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={`promo-page promo-page-${layout}`} aria-labelledby="promo-list-title">
      <h1 id="promo-list-title" className="promo-page-title">
        {t('promotions.listTitle')}
      </h1>
      {body}
    </section>
  );
}
