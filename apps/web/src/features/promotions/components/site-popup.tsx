import './site-popup.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import type { SitePopup as Popup } from '@kirin/contract';
import { useDialogKeys } from '../../../hooks/use-dialog-keys.ts';
import { useRichText } from '../../../hooks/use-rich-text.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { popupsQuery } from '../api/get-popups.ts';
import { hideToday } from '../lib/popup-gate.ts';

/**
 * The site's pop-ups in force for this visitor, one after another: a picture, a title, the text,
 * a way to the page it announces, and "don't show again today" (this site, this Beijing day).
 * Nothing shows when there are none or they cannot be had: a pop-up is never worth an error.
 */
export function SitePopup({ onDone }: { onDone: () => void }) {
  const { i18n } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const popups = useQuery(popupsQuery(i18n.language, token));
  const [index, setIndex] = useState(0);
  const [hide, setHide] = useState(false);
  const list = popups.data ?? [];
  const done = popups.isError || (popups.isSuccess && index >= list.length);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  const current = list[index];
  if (!current) return null;

  const close = () => {
    if (hide) hideToday(__SITE__);
    // "Don't show again today" closes them all; otherwise the next one follows.
    setIndex(hide ? list.length : index + 1);
  };
  return (
    <PopupDialog
      key={current.id}
      popup={current}
      position={list.length > 1 ? { index: index + 1, total: list.length } : undefined}
      hide={hide}
      onHideChange={setHide}
      onClose={close}
      onLeave={() => {
        if (hide) hideToday(__SITE__);
        setIndex(list.length);
      }}
    />
  );
}

function PopupDialog({
  popup,
  position,
  hide,
  onHideChange,
  onClose,
  onLeave,
}: {
  popup: Popup;
  position: { index: number; total: number } | undefined;
  hide: boolean;
  onHideChange: (hide: boolean) => void;
  onClose: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const body = useRichText(popup.body, t('popup.table'), onLeave);

  useDialogKeys(closeRef, onClose);

  const go = (path: string) => {
    onLeave();
    void navigate(path);
  };
  return (
    <div className="site-popup-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="site-popup" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button
          ref={closeRef}
          type="button"
          className="site-popup-close"
          aria-label={t('popup.close')}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {popup.imageUrl && <img className="site-popup-image" src={popup.imageUrl} alt="" />}
        <div className="site-popup-main">
          <h2 id={titleId} className="site-popup-title">
            {popup.title}
          </h2>
          {/* Links in the text to our own pages open in the app, and the pop-ups make way. */}
          {body.html && <div className="site-popup-body" {...body.props} />}
          {popup.link && (
            <button
              type="button"
              className="button-primary site-popup-go"
              onClick={() => go(popup.link)}
            >
              {t('popup.view')}
            </button>
          )}
          <div className="site-popup-foot">
            <label className="site-popup-hide">
              <input
                type="checkbox"
                checked={hide}
                onChange={(event) => onHideChange(event.target.checked)}
              />
              <span>{t('popup.hideToday')}</span>
            </label>
            {position && (
              <button type="button" className="site-popup-next" onClick={onClose}>
                {t('popup.next')}{' '}
                {t('popup.count', { index: position.index, total: position.total })}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
