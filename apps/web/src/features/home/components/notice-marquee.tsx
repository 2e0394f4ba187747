import { useTranslation } from '../../../i18n/use-translation.ts';
import { brandName } from '../../../lib/brand-name.ts';

/** One scrolling line of notice (CSS animation; still text under prefers-reduced-motion). */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const text = t('home.notice', { site: brandName(i18n.language) });
  return (
    <div className="notice-marquee" role="note" aria-label={t('home.noticeLabel')}>
      <svg className="notice-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
      </svg>
      <div className="notice-window">
        <span className="notice-text">{text}</span>
      </div>
    </div>
  );
}
