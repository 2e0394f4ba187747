import './invite-card.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CopyButton } from './copy-button.tsx';
import { QrFigure } from './qr-figure.tsx';

/**
 * The server gives the sign-up path; the link a friend opens is on the host the member is on,
 * which is the brand's own (each brand is served from its own domain).
 */
export const inviteLink = (path: string) => new URL(path, window.location.origin).href;

/**
 * The member's invite code and link, each with copy, and the link as a QR code to scan from a
 * screen: the agent page's and share and earn's (the same link). `name` makes the card's id and
 * classes (`<name>-invite`, `<name>-invite-link`), by which each page places it.
 */
export function InviteCard({
  name,
  code,
  path,
  children,
}: {
  name: string;
  code: string;
  path: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const link = inviteLink(path);
  const titleId = `${name}-invite-title`;
  return (
    <section className={`panel-card invite-card ${name}-invite`} aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-card-title">
        {t('account.invite.title')}
      </h2>
      <div className="invite-card-body">
        <dl className="invite-fields">
          <div>
            <dt>{t('account.invite.code')}</dt>
            <dd>
              <span className="invite-code">{code}</span>
              <CopyButton text={code} label={t('account.invite.code')} />
            </dd>
          </div>
          <div>
            <dt>{t('account.invite.link')}</dt>
            <dd>
              <span className={`invite-link ${name}-invite-link`}>{link}</span>
              <CopyButton text={link} label={t('account.invite.link')} />
            </dd>
          </div>
        </dl>
        <QrFigure
          value={link}
          size={148}
          label={t('account.invite.qr')}
          caption={t('account.invite.scan')}
        />
      </div>
      {children}
    </section>
  );
}
