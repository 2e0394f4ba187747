import type { AgentSchemeView } from '@kirin/contract';
import { StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';

/**
 * The site's commission scheme as a table of tiers, with its basis and depth; when there is none
 * (null: not offered or switched off), a plain note that applications are still welcome.
 */
export function ProgrammeCard({ scheme }: { scheme: AgentSchemeView | null }) {
  const { t } = useTranslation();
  const symbol = useSiteConfig().data?.currency.symbol ?? '';
  if (!scheme) {
    return (
      <section className="panel-card join-card" aria-label={t('joinUs.programme.closed')}>
        <StateBlock
          kind="empty"
          title={t('joinUs.programme.closed')}
          description={t('joinUs.programme.closedDesc')}
        />
      </section>
    );
  }
  const turnover = scheme.basis === 'turnover';
  return (
    <section className="panel-card join-card" aria-labelledby="join-programme-title">
      <h2 id="join-programme-title" className="panel-card-title">
        {turnover ? t('joinUs.programme.turnover') : t('joinUs.programme.netRevenue')}
      </h2>
      <div className="join-table-wrap">
        <table className="join-tiers">
          <thead>
            <tr>
              <th scope="col">{t('joinUs.programme.tierHead')}</th>
              <th scope="col">{t('joinUs.programme.minActive')}</th>
              <th scope="col">
                {turnover ? t('joinUs.programme.minTurnover') : t('joinUs.programme.minNetRevenue')}
              </th>
              <th scope="col">{t('joinUs.programme.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {scheme.tiers.map((tier, i) => (
              <tr key={i}>
                <th scope="row">{t('joinUs.programme.tier', { n: i + 1 })}</th>
                <td>{tier.minActive}</td>
                <td>{`${symbol}${showAmount(tier.minAmount)}`}</td>
                <td className="join-rate">{ratePercent(tier.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="join-notes">
        <li>
          {turnover ? t('joinUs.programme.turnoverNote') : t('joinUs.programme.netRevenueNote')}
        </li>
        <li>{t('joinUs.programme.active')}</li>
        <li>{t('joinUs.programme.depth', { depth: scheme.depth })}</li>
      </ul>
    </section>
  );
}
