import './promotions.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { ACTIVITY_LIST_PATH, resolveLang, type PromoDetail } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { useRichText } from '../../../hooks/use-rich-text.ts';
import { ratePercent } from '../../../lib/rate.ts';
import { usePromoDetail } from '../api/get-promo-detail.ts';
import { isZeroAmount, multipleText, promoMoney, shareBonus } from '../lib/promo-format.ts';
import { PromoBanner, PromoPeriod } from './activity-parts.tsx';
import { ApplyPanel } from './apply-panel.tsx';

/** An id the server refuses, or no such activity here: the same answer for the member. */
const isMissing = (error: unknown) =>
  error instanceof ApiRefusal && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION');

/** `/activity/detail?id=`: banner, period, terms, the apply panel and the rules. */
export function ActivityDetail() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const promo = usePromoDetail(params.get('id') ?? '', resolveLang(i18n.language));

  if (promo.isPending && promo.fetchStatus !== 'idle') {
    return (
      <div className="promo-detail" aria-busy="true" aria-label={t('common.loading')}>
        <span className="promo-detail-banner skeleton-line" />
        <SkeletonLines lines={6} />
      </div>
    );
  }
  if (promo.isError && !isMissing(promo.error)) {
    return <LoadError title={t('promotions.loadFailed')} onRetry={() => promo.refetch()} />;
  }
  if (!promo.data) {
    return (
      <StateBlock
        kind="missing"
        title={t('promotions.missingTitle')}
        description={t('promotions.missingDesc')}
      >
        <Link className="button-secondary" to={ACTIVITY_LIST_PATH}>
          {t('promotions.backToList')}
        </Link>
      </StateBlock>
    );
  }
  return <Detail promo={promo.data} />;
}

function Detail({ promo }: { promo: PromoDetail }) {
  const { t } = useTranslation();
  const rules = useRichText(promo.rules, t('promotions.table'));

  return (
    <article className="promo-detail" lang={promo.lang}>
      <PromoBanner src={promo.bannerUrl} className="promo-detail-banner" />
      <header className="promo-detail-head">
        <h2 className="promo-detail-title">{promo.title}</h2>
        <p className="promo-detail-period">
          <span className="promo-label">{t('promotions.periodLabel')}</span>
          <PromoPeriod item={promo} />
          {promo.ended && (
            <span className="promo-tag promo-tag-ended">{t('promotions.ended')}</span>
          )}
        </p>
        {promo.summary && <p className="promo-detail-summary">{promo.summary}</p>}
      </header>
      {promo.kind === 'apply' && <Terms promo={promo} />}
      <ApplyPanel promo={promo} />
      {rules.html && (
        <section className="promo-rules" aria-labelledby="promo-rules-title">
          <h2 id="promo-rules-title" className="promo-section-title">
            {t('promotions.rules')}
          </h2>
          <div className="promo-rules-body" {...rules.props} />
        </section>
      )}
    </article>
  );
}

/**
 * The terms of an activity that takes applications: bonus, condition, betting, payment; for a share
 * of deposits, what the smallest deposit that qualifies brings, worked out ("¥100 → ¥50.00").
 */
function Terms({ promo }: { promo: PromoDetail }) {
  const { t } = useTranslation();
  const money = (amount: string) => promoMoney(amount, promo.currency);
  const fixed = !isZeroAmount(promo.bonusAmount);
  const minDeposit = !isZeroAmount(promo.minDeposit);
  const example =
    !fixed && minDeposit
      ? shareBonus(promo.minDeposit, promo.bonusRate, promo.bonusCap, promo.currency)
      : null;
  return (
    <section className="promo-panel" aria-labelledby="promo-terms">
      <h2 id="promo-terms" className="promo-section-title">
        {t('promotions.terms')}
      </h2>
      <dl className="promo-terms">
        <dt>{t('promotions.bonus')}</dt>
        <dd className="promo-amount">
          {fixed
            ? t('promotions.bonusFixed', { amount: money(promo.bonusAmount) })
            : t('promotions.bonusShare', {
                rate: ratePercent(promo.bonusRate),
                cap: money(promo.bonusCap),
              })}
        </dd>
        {example !== null && (
          <>
            <dt>{t('promotions.exampleLabel')}</dt>
            <dd>
              {t('promotions.example', {
                deposit: money(promo.minDeposit),
                bonus: money(example),
              })}
            </dd>
          </>
        )}
        <dt>{t('promotions.minDeposit')}</dt>
        <dd>
          {minDeposit
            ? t('promotions.minDepositValue', { amount: money(promo.minDeposit) })
            : t('promotions.minDepositNone')}
        </dd>
        <dt>{t('promotions.turnover')}</dt>
        <dd>{t('promotions.turnoverValue', { multiple: multipleText(promo.turnoverMultiple) })}</dd>
        <dt>{t('promotions.review')}</dt>
        <dd>{promo.autoApprove ? t('promotions.reviewAuto') : t('promotions.reviewManual')}</dd>
      </dl>
    </section>
  );
}
