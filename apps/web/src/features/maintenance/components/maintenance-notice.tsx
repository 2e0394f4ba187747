import './maintenance.css';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SiteMaintenance } from '@kirin/contract';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { dismissNotice, isNoticeDismissed } from '../lib/maintenance-window.ts';

/**
 * On a phone the bar is fixed above the fixed top bar: its height goes to `--top-notice-h` on the
 * root, which moves the top bars and pages down under it (styles.css). On a desktop it sits in
 * the page's flow above the header.
 */
function useTopOffset(bar: RefObject<HTMLElement | null>, fixed: boolean) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!fixed || !element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--top-notice-h', `${element.getBoundingClientRect().height}px`);
    measure();
    root.dataset['topNotice'] = '';
    // The text wraps differently after a turn of the phone or a change of language.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      delete root.dataset['topNotice'];
      root.style.removeProperty('--top-notice-h');
    };
  }, [bar, fixed]);
}

/**
 * A slim bar over every page: ahead of a scheduled maintenance, when it starts and ends and what
 * stops (dismissible, remembered for that window); on the customer-service pages during one, why
 * the rest of the site is closed.
 */
export function MaintenanceNotice({ maintenance }: { maintenance: SiteMaintenance }) {
  const { t, i18n } = useTranslation();
  const layout = useLayoutKind();
  const bar = useRef<HTMLDivElement>(null);
  const scheduled = !maintenance.on;
  const [dismissed, setDismissed] = useState(() => scheduled && isNoticeDismissed(maintenance));
  useTopOffset(bar, layout === 'mobile' && !dismissed);
  if (dismissed) return null;

  const end = formatDateTime(maintenance.endsAt, i18n.language);
  const text = scheduled
    ? t('maintenance.notice.scheduled', {
        start: formatDateTime(maintenance.startsAt, i18n.language),
        end,
      })
    : t('maintenance.notice.inForce', { end });
  return (
    <div ref={bar} className={`maintenance-notice maintenance-notice-${layout}`} role="status">
      <svg className="maintenance-notice-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 1 21h22L12 2zm-1 7h2v6h-2V9zm0 8h2v2h-2v-2z" />
      </svg>
      <p>{text}</p>
      {scheduled && (
        <button
          type="button"
          className="maintenance-notice-close"
          aria-label={t('maintenance.notice.dismiss')}
          onClick={() => {
            dismissNotice(maintenance);
            setDismissed(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      )}
    </div>
  );
}
