import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PromoDetail } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { loginHref } from '../../../lib/auth-paths.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useApplyPromo } from '../api/apply-promo.ts';
import { promoMoney } from '../lib/promo-format.ts';
import { StateTag } from './activity-parts.tsx';

/**
 * Where the member applies, or reads why they cannot: an information-only activity, one that has
 * ended, or their own application and its outcome. A visitor is sent to log in and comes back.
 */
export function ApplyPanel({ promo }: { promo: PromoDetail }) {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const apply = useApplyPromo();

  if (promo.application) {
    const a = promo.application;
    return (
      <section className="promo-panel" aria-labelledby="promo-mine">
        <h2 id="promo-mine" className="promo-section-title">
          {t('promotions.myApplication')} <StateTag state={a.state} />
        </h2>
        <dl className="promo-terms">
          <dt>{t('promotions.appliedAt')}</dt>
          <dd>{formatDateTime(a.createdAt, i18n.language)}</dd>
          {a.bonus !== null && (
            <>
              <dt>{t('promotions.paid')}</dt>
              <dd className="promo-amount">{promoMoney(a.bonus, promo.currency)}</dd>
            </>
          )}
          {a.note && (
            <>
              <dt>{t('promotions.note')}</dt>
              <dd>{a.note}</dd>
            </>
          )}
        </dl>
        {/* Where a paid bonus is listed with the member's other rewards. */}
        <Link className="promo-records-link" to="/user/redemptionRecord">
          {t('promotions.records')}
        </Link>
      </section>
    );
  }
  if (promo.kind === 'info') return <p className="promo-notice">{t('promotions.noApplyNeeded')}</p>;
  if (promo.ended || !promo.canApply) {
    return <p className="promo-notice">{t('promotions.endedNotice')}</p>;
  }

  async function submit() {
    if (apply.isPending) return;
    if (!token) {
      void navigate(loginHref(`${location.pathname}${location.search}`));
      return;
    }
    try {
      const { application } = await apply.mutateAsync(promo.id);
      void showToast(
        application.state === 'approved'
          ? t('promotions.appliedApproved', {
              amount: promoMoney(application.bonus ?? '', promo.currency),
            })
          : t('promotions.appliedPending'),
        'success',
      );
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
    }
  }

  return (
    <div className="promo-apply">
      <button
        type="button"
        className="button-primary promo-apply-button"
        onClick={() => void submit()}
        disabled={apply.isPending}
        aria-busy={apply.isPending}
      >
        {apply.isPending && <span className="spinner promo-spinner" aria-hidden="true" />}
        {apply.isPending
          ? t('promotions.applying')
          : token
            ? t('promotions.apply')
            : t('promotions.loginToApply')}
      </button>
    </div>
  );
}
