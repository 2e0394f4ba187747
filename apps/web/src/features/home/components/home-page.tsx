import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { GameLobby } from './game-lobby.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

/** `/app/home` (mobile shell) and `/home` (desktop): banners, notice, lobby. */
export function HomePage() {
  const layout = useLayoutKind();
  return (
    <div className={`home home-${layout}`}>
      <BannerCarousel />
      <NoticeMarquee />
      <GameLobby layout={layout} />
    </div>
  );
}
