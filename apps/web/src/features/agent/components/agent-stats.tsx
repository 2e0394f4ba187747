import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AgentSummary } from '@kirin/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';

/** The last instant of a period, for "from … to …": the period ends before `periodEnd`. */
const lastDay = (iso: string, lang: string) =>
  formatDateTime(new Date(new Date(iso).getTime() - 1).toISOString(), lang).slice(0, 10);

/** The team's size and the downline's figures for the period, as cards. */
export function AgentStats({ summary }: { summary: AgentSummary }) {
  const { t, i18n } = useTranslation();
  const { stats, team } = summary;
  const cards: { key: string; label: string; value: string; tone?: string }[] = [
    { key: 'signUps', label: t('agent.stats.signUps'), value: String(stats.signUps) },
    {
      key: 'firstDeposits',
      label: t('agent.stats.firstDeposits'),
      value: String(stats.firstDeposits),
    },
    {
      key: 'activeMembers',
      label: t('agent.stats.activeMembers'),
      value: String(stats.activeMembers),
    },
    { key: 'deposits', label: t('agent.stats.deposits'), value: showAmount(stats.deposits) },
    {
      key: 'validTurnover',
      label: t('agent.stats.validTurnover'),
      value: showAmount(stats.validTurnover),
    },
    {
      key: 'netWinLoss',
      label: t('agent.stats.netWinLoss'),
      value: showAmount(stats.netWinLoss),
      tone: stats.netWinLoss.startsWith('-') ? 'is-debit' : 'is-credit',
    },
    { key: 'bonuses', label: t('agent.stats.bonuses'), value: showAmount(stats.bonuses) },
  ];
  return (
    <>
      <section className="panel-card agent-team" aria-labelledby="agent-team-title">
        <h2 id="agent-team-title" className="panel-card-title">
          {t('agent.team.title')}
          <span className="panel-card-aside">{t('agent.team.depth', { depth: team.depth })}</span>
        </h2>
        <dl className="agent-team-counts">
          <div>
            <dt>{t('agent.team.direct')}</dt>
            <dd>{team.direct}</dd>
          </div>
          <div>
            <dt>{t('agent.team.indirect')}</dt>
            <dd>{team.indirect}</dd>
          </div>
        </dl>
      </section>
      <section className="panel-card" aria-labelledby="agent-stats-title">
        <h2 id="agent-stats-title" className="panel-card-title">
          {t('agent.stats.title')}
          <span className="panel-card-aside">
            {t('agent.period.range', {
              from: formatDateTime(summary.periodStart, i18n.language).slice(0, 10),
              to: lastDay(summary.periodEnd, i18n.language),
            })}
          </span>
        </h2>
        {!summary.closed && <p className="muted agent-note">{t('agent.period.open')}</p>}
        <dl className="agent-stats">
          {cards.map((card) => (
            <div key={card.key} className="agent-stat">
              <dt>{card.label}</dt>
              <dd className={card.tone}>{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
