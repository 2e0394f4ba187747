import './showcase-home.css';
import { Link } from 'react-router';
import { ACTIVITY_LIST_PATH, activityDetailPath, resolveLang } from '@kirin/contract';
import type { LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { ActivitiesIcon, HomeFooter } from './home-parts.tsx';
import type { UsePromotions } from './home-page.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';
import { ShowcaseLobby } from './showcase-lobby.tsx';

/**
 * The running activities as a rail of cards under the hero, each opening its page, then the way
 * to all of them (the standard home's activities entry). A failed or empty list leaves that last
 * card alone: the activities page says why.
 */
function PromoRail({ usePromotions }: { usePromotions: UsePromotions }) {
  const { t, i18n } = useTranslation();
  const promos = usePromotions(resolveLang(i18n.language));
  return (
    <section className="showcase-section" aria-labelledby="showcase-promos">
      <h2 id="showcase-promos" className="showcase-head">
        <span className="showcase-title">{t('showcase.promotions')}</span>
      </h2>
      <ul className="showcase-rail" aria-busy={promos.isPending}>
        {promos.isPending &&
          [0, 1].map((i) => (
            <li key={i} className="promo-tile is-skeleton" aria-hidden="true">
              <span className="promo-tile-art skeleton-line" />
            </li>
          ))}
        {promos.data?.map((item) => (
          <li key={item.id}>
            <Link className="promo-tile" to={activityDetailPath(item.id)}>
              {item.bannerUrl ? (
                <img className="promo-tile-art" src={item.bannerUrl} alt="" loading="lazy" />
              ) : (
                <span className="promo-tile-art" aria-hidden="true" />
              )}
              <span className="promo-tile-body">
                <strong className="promo-tile-title">{item.title}</strong>
                {item.summary && <span className="promo-tile-summary">{item.summary}</span>}
                <span className="promo-tile-cta">{t('showcase.promoOpen')}</span>
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link className="promo-tile promo-tile-all" to={ACTIVITY_LIST_PATH}>
            <ActivitiesIcon className="promo-tile-icon" />
            <span className="promo-tile-body">
              <strong className="promo-tile-title">{t('showcase.allActivities')}</strong>
              <span className="promo-tile-summary">{t('showcase.allActivitiesDesc')}</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The showcase home (brand.json `homeLayout: "showcase"`): a full-width hero, the activities as a
 * rail right under it, the notice, then the lobby laid open (showcase-lobby.tsx). The same
 * banners, catalogue, cards and activities as the standard home, arranged as a magazine page.
 */
export default function ShowcaseHome({
  layout,
  usePromotions,
}: {
  layout: LayoutKind;
  usePromotions: UsePromotions;
}) {
  return (
    <div className={`home home-${layout} showcase showcase-${layout}`}>
      <div className="showcase-hero">
        <BannerCarousel />
      </div>
      <PromoRail usePromotions={usePromotions} />
      <NoticeMarquee />
      <ShowcaseLobby layout={layout} />
      {layout === 'mobile' && <HomeFooter />}
    </div>
  );
}
