import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AgentDownlineMember } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { showAmount } from '../../../lib/money.ts';
import { useAgentDownline } from '../api/get-agent-downline.ts';

/**
 * The downline as a tree: the member's invitees first; a node opens (disclosure buttons) to load
 * its own invitees on demand, down to the scheme's depth, a page at a time.
 */
export function DownlineTree({ period }: { period: string }) {
  const { t } = useTranslation();
  const root = useAgentDownline(undefined, period);
  const total = root.data?.pages[0]?.total ?? 0;
  return (
    <section className="panel-card" aria-labelledby="agent-tree-title">
      <h2 id="agent-tree-title" className="panel-card-title">
        {t('agent.tree.title')}
        {total > 0 && (
          <span className="panel-card-aside">{t('agent.tree.count', { count: total })}</span>
        )}
      </h2>
      <Children
        query={root}
        empty={
          <StateBlock
            kind="empty"
            title={t('agent.tree.empty')}
            description={t('agent.tree.emptyDesc')}
          />
        }
        period={period}
      />
    </section>
  );
}

type DownlineQuery = ReturnType<typeof useAgentDownline>;

function Children({
  query,
  period,
  empty,
  id,
}: {
  query: DownlineQuery;
  period: string;
  empty?: ReactNode;
  id?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonLines lines={3} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const members = query.data.pages.flatMap((page) => page.list);
  if (members.length === 0) return empty ?? null;
  return (
    <div className="agent-tree-level" id={id}>
      <ul className="agent-tree">
        {members.map((member) => (
          <DownlineNode key={member.id} member={member} period={period} />
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button-secondary agent-more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('common.loading') : t('agent.tree.more')}
        </button>
      )}
    </div>
  );
}

function DownlineNode({ member, period }: { member: AgentDownlineMember; period: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const children = useAgentDownline(member.id, period, open);
  return (
    <li className={`agent-node depth-${Math.min(member.depth, 4)}`}>
      <div className="agent-node-row">
        {member.expandable ? (
          <button
            type="button"
            className="agent-toggle"
            aria-expanded={open}
            aria-controls={groupId}
            aria-label={t(open ? 'agent.tree.collapse' : 'agent.tree.expand', {
              account: member.account,
            })}
            onClick={() => setOpen((was) => !was)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="agent-toggle is-leaf" aria-hidden="true" />
        )}
        <div className="agent-node-who">
          <span className="agent-node-account">
            {member.account}
            <span className="agent-level">{t('agent.tree.level', { level: member.depth })}</span>
          </span>
          <span className="muted">
            {t('agent.tree.registered', {
              date: formatDateTime(member.registeredAt, i18n.language).slice(0, 10),
            })}
            {' · '}
            {t('agent.tree.direct', { count: member.directCount })}
          </span>
        </div>
        <dl className="agent-node-figures">
          <div>
            <dt>{t('agent.tree.deposits')}</dt>
            <dd>{showAmount(member.deposits)}</dd>
          </div>
          <div>
            <dt>{t('agent.tree.turnover')}</dt>
            <dd>{showAmount(member.validTurnover)}</dd>
          </div>
        </dl>
      </div>
      {open && <Children query={children} period={period} id={groupId} />}
    </li>
  );
}
