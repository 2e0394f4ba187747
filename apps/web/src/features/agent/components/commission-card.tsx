import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AgentSummary } from '@kirin/contract';
import { StateBlock } from '../../../components/state-block.tsx';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';

/** The site's scheme as tiers, and what the period earns under it (or has been paid). */
export function CommissionCard({ summary }: { summary: AgentSummary }) {
  const { t } = useTranslation();
  const { scheme, estimate } = summary;
  const money = (value: string) => `${currencySymbol(summary.currency)}${showAmount(value)}`;
  const paidNow = summary.paid.list.find((c) => c.period === summary.period);
  return (
    <section className="panel-card" aria-labelledby="agent-scheme-title">
      <h2 id="agent-scheme-title" className="panel-card-title">
        {t('agent.commission.title')}
      </h2>
      {!scheme?.enabled || !estimate ? (
        <StateBlock kind="empty" title={t('agent.commission.off')} />
      ) : (
        <>
          <p className="muted agent-note">
            {scheme.basis === 'turnover'
              ? t('agent.commission.turnover')
              : t('agent.commission.netRevenue')}
          </p>
          <div className="agent-estimate" role="group" aria-label={t('agent.commission.estimate')}>
            <p className="agent-estimate-label">
              {t(summary.closed ? 'agent.commission.settled' : 'agent.commission.estimate')}
              {paidNow && <span className="agent-paid-tag">{t('agent.commission.paid')}</span>}
            </p>
            <p className="agent-estimate-amount">{money(paidNow?.amount ?? estimate.commission)}</p>
            <dl className="agent-estimate-parts">
              <div>
                <dt>{t('agent.commission.basis')}</dt>
                <dd>{money(paidNow?.basis ?? estimate.basis)}</dd>
              </div>
              <div>
                <dt>{t('agent.commission.currentTier')}</dt>
                <dd>
                  {estimate.tier === null
                    ? t('agent.commission.noTier')
                    : `${t('agent.commission.tier', { n: estimate.tier + 1 })} · ${ratePercent(estimate.rate)}`}
                </dd>
              </div>
            </dl>
          </div>
          <table className="agent-tiers">
            <thead>
              <tr>
                <th scope="col">{t('agent.commission.tierHead')}</th>
                <th scope="col">{t('agent.commission.minActive')}</th>
                <th scope="col">{t('agent.commission.minAmount')}</th>
                <th scope="col">{t('agent.commission.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {scheme.tiers.map((tier, i) => (
                <tr key={i} className={i === estimate.tier ? 'is-current' : undefined}>
                  <th scope="row">{t('agent.commission.tier', { n: i + 1 })}</th>
                  <td>{t('agent.commission.atLeast', { value: tier.minActive })}</td>
                  <td>{t('agent.commission.atLeast', { value: showAmount(tier.minAmount) })}</td>
                  <td>{ratePercent(tier.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
