import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ACTIVITY_LIST_PATH, HELP_CENTER_SLUG } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { brandName } from '../../../lib/brand-name.ts';

/**
 * Each slide leads to what it speaks of: the welcome to the activities (its gifts), responsible
 * play to the help centre, the money on record to the member's transactions (through log-in for a
 * visitor, as every member page).
 */
const SLIDES = [
  { key: 'welcome', to: ACTIVITY_LIST_PATH },
  { key: 'responsible', to: `/${HELP_CENTER_SLUG}` },
  { key: 'secure', to: '/user/transactionRecord' },
] as const;
const INTERVAL_MS = 5000;

/** Drawn banners in the brand's colours (no artwork we do not own) until activities provide theirs. */
function BannerArt({ index }: { index: number }) {
  const shapes = [
    <circle key="a" cx="560" cy="40" r="150" className="banner-shape" />,
    <rect
      key="b"
      x="430"
      y="-40"
      width="260"
      height="260"
      rx="40"
      transform="rotate(20 560 90)"
      className="banner-shape"
    />,
    <path key="c" d="M420 180 L560 -20 L700 180 Z" className="banner-shape" />,
  ];
  return (
    <svg
      className="banner-art"
      viewBox="0 0 640 200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      {shapes[index % shapes.length]}
    </svg>
  );
}

/**
 * A scroll-snap carousel: swipe works natively, autoplay advances every 5 s unless the member
 * prefers reduced motion or is touching it.
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const site = brandName(i18n.language);

  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduce || paused) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || el.clientWidth === 0) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % SLIDES.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      className="banner-carousel"
      onPointerDown={() => setPaused(true)}
      onPointerUp={() => setPaused(false)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div
        className="banner-track"
        ref={track}
        onScroll={(e) =>
          setActive(
            Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)),
          )
        }
      >
        {SLIDES.map(({ key: slide, to }, index) => (
          <div
            className="banner"
            key={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${SLIDES.length}`}
          >
            <BannerArt index={index} />
            <Link className="banner-link" to={to}>
              <span className="banner-text">
                <span className="banner-title">{t(`home.banners.${slide}.title`, { site })}</span>
                <span className="banner-subtitle">{t(`home.banners.${slide}.subtitle`)}</span>
                <span className="banner-cta">{t(`home.banners.${slide}.action`)}</span>
              </span>
            </Link>
          </div>
        ))}
      </div>
      <div className="banner-dots" aria-hidden="true">
        {SLIDES.map((slide, index) => (
          <span key={slide.key} className={index === active ? 'is-active' : undefined} />
        ))}
      </div>
    </div>
  );
}
