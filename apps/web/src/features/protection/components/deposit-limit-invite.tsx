import './invite.css';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The path of the responsible-gambling page, where limits are set. */
export const RESPONSIBLE_PATH = '/user/responsible';

/**
 * A small card asking the member to set a deposit limit, with "set limit" and "later". Inline on
 * the deposit page; `floating` over the page a new member lands on after signing up.
 */
export function DepositLimitInvite({
  onSet,
  onLater,
  floating = false,
}: {
  onSet: () => void;
  onLater: () => void;
  floating?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={`rg-invite${floating ? ' is-floating' : ''}`}
      aria-labelledby={titleId}
      role={floating ? 'dialog' : undefined}
    >
      <p id={titleId} className="rg-invite-title">
        {t('protection.invite.title')}
      </p>
      <p className="rg-invite-body">{t('protection.invite.body')}</p>
      <div className="rg-invite-actions">
        <button type="button" className="button-primary" onClick={onSet}>
          {t('protection.invite.set')}
        </button>
        <button type="button" className="button-secondary" onClick={onLater}>
          {t('protection.invite.later')}
        </button>
      </div>
    </section>
  );
}
