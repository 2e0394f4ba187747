import './agent.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AGENT_MONTH_PATTERN, AGENT_PERIOD_CURRENT, AGENT_PERIOD_LAST } from '@kirin/contract';
import { InviteCard } from '../../../components/invite-card.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { agentSummaryQuery } from '../api/get-agent-summary.ts';
import { AgentStats } from './agent-stats.tsx';
import { CommissionCard } from './commission-card.tsx';
import { DownlineTree } from './downline-tree.tsx';
import { PaidCommissions } from './paid-commissions.tsx';
import { PeriodSwitcher } from './period-switcher.tsx';

/**
 * `/user/agentPage`: the invite link and its QR code, the period's team figures and commission
 * under the site's scheme, paid commission, and the downline tree. The period is in the address
 * (`?period=`), so a reload or a shared link keeps it.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period') ?? '';
  // A period the address cannot mean (typed by hand) shows this month rather than an error.
  const period =
    asked === AGENT_PERIOD_LAST || AGENT_MONTH_PATTERN.test(asked) ? asked : AGENT_PERIOD_CURRENT;
  // The previous period stays on screen while the next one loads: no flash of skeletons.
  const summary = useQuery({ ...agentSummaryQuery(period), placeholderData: keepPreviousData });

  function choose(next: string) {
    setParams(next === AGENT_PERIOD_CURRENT ? {} : { period: next }, { replace: true });
  }

  if (summary.isPending) return <SkeletonLines lines={8} />;
  if (summary.isError) return <LoadError onRetry={summary.refetch} />;
  const data = summary.data;
  return (
    <div className={`agent-page agent-${layout}`}>
      <InviteCard name="agent" code={data.inviteCode} path={data.invitePath}>
        <p className="muted agent-note">{t('agent.invite.hint')}</p>
      </InviteCard>
      {/* The programme's terms and the application to work with the site as an agent. */}
      <Link className="agent-join-link" to="/joinUs">
        <span>{t('agent.joinUs')}</span>
        <span aria-hidden="true">›</span>
      </Link>
      <PeriodSwitcher value={period} since={data.memberSince} onChange={choose} />
      <div className="agent-columns" aria-busy={summary.isPlaceholderData}>
        <AgentStats summary={data} />
        <CommissionCard summary={data} />
      </div>
      <PaidCommissions summary={data} />
      <DownlineTree period={period} />
    </div>
  );
}
