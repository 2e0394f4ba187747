import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AgentSummary } from '@kirin/contract';
import { StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';

/** Commission credited so far, one row a month, with the sum. */
export function PaidCommissions({ summary }: { summary: AgentSummary }) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => `${currencySymbol(summary.currency)}${showAmount(value)}`;
  const { list, total } = summary.paid;
  return (
    <section className="panel-card" aria-labelledby="agent-paid-title">
      <h2 id="agent-paid-title" className="panel-card-title">
        {t('agent.paid.title')}
        {list.length > 0 && (
          <span className="panel-card-aside">
            {t('agent.paid.total', { amount: money(total) })}
          </span>
        )}
      </h2>
      {list.length === 0 ? (
        <StateBlock kind="empty" title={t('agent.paid.empty')} />
      ) : (
        <ul className="agent-paid">
          {list.map((c) => (
            <li key={c.id}>
              <span className="agent-paid-main">
                <span>{t('agent.paid.item', { period: c.period })}</span>
                <span className="muted">
                  {formatDateTime(c.createdAt, i18n.language)} · {money(c.basis)} ×{' '}
                  {ratePercent(c.rate)}
                </span>
              </span>
              <span className="is-credit">+{money(c.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
