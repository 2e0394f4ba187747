import { lazy, Suspense, type ComponentType } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Lang, PromoListItem } from '@kirin/contract';
import { SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind, type LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { loadI18nPart } from '../../../i18n/index.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { GameLobby } from './game-lobby.tsx';
import { ActivitiesEntry, HomeFooter } from './home-parts.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

/**
 * The site's running activities (the promotions feature's query). The page that composes the
 * home passes it in: features do not import each other, and only the showcase calls it.
 */
export type UsePromotions = (lang: Lang) => UseQueryResult<PromoListItem[]>;

/** What either arrangement is given. */
type HomeProps = { layout: LayoutKind; usePromotions: UsePromotions };

/** The standard home: banners, notice, activities, then the lobby's rail or tabs. */
function StandardHome({ layout }: HomeProps) {
  return (
    <div className={`home home-${layout}`}>
      <BannerCarousel />
      <NoticeMarquee />
      <ActivitiesEntry />
      <GameLobby layout={layout} />
      {layout === 'mobile' && <HomeFooter />}
    </div>
  );
}

/**
 * The brand's arrangement (brand.json `homeLayout`, contract HOME_LAYOUTS), defined as a literal at
 * build time (vite.config.ts) so the test folds: a standard brand ships neither the showcase's
 * import nor its chunk; the showcase brand (its code and texts in a chunk of their own) no tabbed
 * lobby.
 */
const Home: ComponentType<HomeProps> =
  __HOME_LAYOUT__ === 'showcase'
    ? lazy(() =>
        Promise.all([import('./showcase-home.tsx'), loadI18nPart('showcase')]).then(([m]) => m),
      )
    : StandardHome;

/** `/app/home` (mobile shell) and `/home` (desktop), in the brand's arrangement. */
export function HomePage({ usePromotions }: { usePromotions: UsePromotions }) {
  const layout = useLayoutKind();
  return (
    <Suspense fallback={<SkeletonLines lines={8} />}>
      <Home layout={layout} usePromotions={usePromotions} />
    </Suspense>
  );
}
