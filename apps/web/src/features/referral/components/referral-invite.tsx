import { QRCodeSVG } from 'qrcode.react';
import { CopyButton } from '../../../components/copy-button.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The server gives the sign-up path; the link a friend opens is on the host the member is on,
 * which is the brand's own (each brand is served from its own domain).
 */
export const inviteLink = (path: string) => new URL(path, window.location.origin).href;

/** The invite code and link, each with copy, and the link as a QR code to scan from a screen. */
export function ReferralInvite({ code, path }: { code: string; path: string }) {
  const { t } = useTranslation();
  const link = inviteLink(path);
  return (
    <section className="panel-card referral-invite" aria-labelledby="referral-invite-title">
      <h2 id="referral-invite-title" className="panel-card-title">
        {t('referral.invite.title')}
      </h2>
      <div className="referral-invite-body">
        <figure className="referral-qr">
          <QRCodeSVG
            value={link}
            size={156}
            marginSize={2}
            title={t('referral.invite.qr')}
            role="img"
            aria-label={t('referral.invite.qr')}
          />
          <figcaption className="muted">{t('referral.invite.scan')}</figcaption>
        </figure>
        <dl className="referral-invite-fields">
          <div>
            <dt>{t('referral.invite.code')}</dt>
            <dd>
              <span className="referral-code">{code}</span>
              <CopyButton text={code} label={t('referral.invite.code')} />
            </dd>
          </div>
          <div>
            <dt>{t('referral.invite.link')}</dt>
            <dd>
              <span className="referral-link">{link}</span>
              <CopyButton text={link} label={t('referral.invite.link')} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
