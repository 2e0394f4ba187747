import type { ReferralSummary } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** How many friends signed up, how many earned the reward, and what it has paid in all. */
export function ReferralTotals({
  totals,
  money,
}: {
  totals: ReferralSummary['totals'];
  money: (value: string) => string;
}) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'invited', label: t('referral.totals.invited'), value: String(totals.invited) },
    { key: 'rewarded', label: t('referral.totals.rewarded'), value: String(totals.rewarded) },
    { key: 'paid', label: t('referral.totals.paid'), value: money(totals.paid) },
  ];
  return (
    <section className="panel-card referral-overview" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title" className="panel-card-title">
        {t('referral.totals.title')}
      </h2>
      <dl className="referral-totals">
        {tiles.map((tile) => (
          <div key={tile.key} className={`referral-total is-${tile.key}`}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
