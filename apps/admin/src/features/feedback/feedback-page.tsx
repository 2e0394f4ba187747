import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { FeedbackThreadState } from '@kirin/contract';
import { ListFilters, queueStart, type ListFilter } from '../../components/list-filters.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { FEEDBACK_STATE_COLOURS, listFeedback, type FeedbackSummary } from './feedback-api.ts';
import { ThreadDrawer } from './thread-drawer.tsx';

/** Members' feedback, those waiting for an answer first by default; a thread opens beside. */
export function FeedbackPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.feedback;
  const list = usePagedList<FeedbackSummary, ListFilter>(
    'feedback',
    listFeedback,
    queueStart('open', sites),
  );
  const [opened, setOpened] = useState<number | null>(null);

  const columns: ColumnsType<FeedbackSummary> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: texts.list.member, dataIndex: 'account' },
    { title: t.type, dataIndex: 'type', render: (type: FeedbackSummary['type']) => t.types[type] },
    {
      title: t.excerpt,
      dataIndex: 'excerpt',
      render: (text: string) => (
        <Typography.Text ellipsis style={{ maxWidth: 360 }}>
          {text}
        </Typography.Text>
      ),
    },
    {
      title: texts.list.state,
      dataIndex: 'state',
      render: (state: FeedbackThreadState) => (
        <Tag color={FEEDBACK_STATE_COLOURS[state]}>{t.states[state]}</Tag>
      ),
    },
    { title: t.replies, dataIndex: 'replies', align: 'right' },
    { title: t.updated, dataIndex: 'updatedAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.actions,
      render: (_, row) => (
        <Button size="small" onClick={() => setOpened(row.id)}>
          {t.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <ListFilters
        states={t.states}
        sites={sites}
        member={false}
        value={list.filter}
        onChange={list.setFilter}
      />
      <QueueTable list={list} columns={columns} />
      <ThreadDrawer
        id={opened}
        onClose={() => setOpened(null)}
        onChanged={() => list.query.refetch()}
      />
    </>
  );
}
