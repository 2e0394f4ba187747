import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { CopyButton } from '../../../components/copy-button.tsx';

/** The server gives the register path; the link a friend opens is this site's own address. */
export const inviteLink = (path: string) => new URL(path, window.location.origin).href;

/** The member's invite code and link, with copy, and the link as a QR code to scan. */
export function InviteCard({ code, path }: { code: string; path: string }) {
  const { t } = useTranslation();
  const link = inviteLink(path);
  return (
    <section className="panel-card agent-invite" aria-labelledby="agent-invite-title">
      <h2 id="agent-invite-title" className="panel-card-title">
        {t('agent.invite.title')}
      </h2>
      <div className="agent-invite-body">
        <dl className="agent-invite-fields">
          <div>
            <dt>{t('agent.invite.code')}</dt>
            <dd>
              <span className="agent-invite-code">{code}</span>
              <CopyButton text={code} label={t('agent.invite.code')} />
            </dd>
          </div>
          <div>
            <dt>{t('agent.invite.link')}</dt>
            <dd>
              <span className="agent-invite-link">{link}</span>
              <CopyButton text={link} label={t('agent.invite.link')} />
            </dd>
          </div>
        </dl>
        <figure className="agent-qr">
          <QRCodeSVG
            value={link}
            size={148}
            marginSize={2}
            title={t('agent.invite.qr')}
            role="img"
            aria-label={t('agent.invite.qr')}
          />
          <figcaption className="muted">{t('agent.invite.scan')}</figcaption>
        </figure>
      </div>
      <p className="muted agent-note">{t('agent.invite.hint')}</p>
    </section>
  );
}
