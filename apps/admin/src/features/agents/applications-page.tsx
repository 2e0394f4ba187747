import { useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AgentApplicationState } from '@kirin/contract';
import { ListFilters, queueStart, type ListFilter } from '../../components/list-filters.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { listApplications, type AgentApplication } from './agents-api.ts';
import { DecideDialog, type Deciding } from './decide-dialog.tsx';

const STATE_COLOURS: Record<AgentApplicationState, string> = {
  pending: 'gold',
  approved: 'green',
  declined: 'default',
};

/**
 * Applications to join the agent programme ("join us"), those waiting first by default: each is
 * approved or declined once, with a note; answered ones show the answer and when it was given.
 */
export function ApplicationsPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.applications;
  const list = usePagedList<AgentApplication, ListFilter>(
    'agent-applications',
    listApplications,
    queueStart('pending', sites),
  );
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  const columns: ColumnsType<AgentApplication> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'site' },
    { title: t.name, dataIndex: 'name' },
    {
      title: t.contact,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text type="secondary">{t.contactKinds[row.contactKind]}</Typography.Text>
          <Typography.Text copyable>{row.contact}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t.channels,
      dataIndex: 'channels',
      render: (text: string) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: text }}
          style={{ margin: 0, maxWidth: 280, whiteSpace: 'pre-wrap' }}
        >
          {text || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t.account,
      dataIndex: 'account',
      render: (account: string | null) => account ?? <Tag>{t.guest}</Tag>,
    },
    { title: t.submittedAt, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.state,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOURS[row.state]}>{t.states[row.state]}</Tag>
          {row.decidedAt && (
            <Typography.Text type="secondary">{formatTime(row.decidedAt)}</Typography.Text>
          )}
          {row.note && (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, tooltip: row.note }}
              style={{ margin: 0, maxWidth: 240 }}
            >
              {`${t.note}: ${row.note}`}
            </Typography.Paragraph>
          )}
        </Space>
      ),
    },
    {
      title: texts.list.actions,
      render: (_, row) =>
        row.state === 'pending' ? (
          <Space>
            <Button
              type="primary"
              size="small"
              onClick={() => setDeciding({ application: row, decision: 'approved' })}
            >
              {t.approve}
            </Button>
            <Button
              danger
              size="small"
              onClick={() => setDeciding({ application: row, decision: 'declined' })}
            >
              {t.decline}
            </Button>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <PageHead title={t.title} />
      <ListFilters
        states={t.states}
        sites={sites}
        member={false}
        value={list.filter}
        onChange={list.setFilter}
      />
      <QueueTable
        list={list}
        columns={columns}
        csv={{
          name: 'agent-applications',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.site },
            { title: t.name, value: (r) => r.name },
            { title: t.contact, value: (r) => `${t.contactKinds[r.contactKind]}: ${r.contact}` },
            { title: t.channels, value: (r) => r.channels },
            { title: t.account, value: (r) => r.account ?? t.guest },
            { title: t.submittedAt, value: (r) => formatTime(r.createdAt) },
            { title: texts.list.state, value: (r) => t.states[r.state] },
            { title: t.note, value: (r) => r.note },
            { title: t.decidedAt, value: (r) => formatTime(r.decidedAt) },
          ],
        }}
      />
      <DecideDialog
        deciding={deciding}
        onClose={() => setDeciding(null)}
        onDecided={() => list.query.refetch()}
      />
    </>
  );
}
