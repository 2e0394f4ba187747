import { useState } from 'react';
import { Button, Form, Popconfirm, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { queueStart } from '../../components/list-filters.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { MessageDialog } from './message-dialog.tsx';
import { listMessages, withdrawMessage, type AdminMessage } from './messages-api.ts';

/** Messages operators sent, newest first, with how many they reach and were read; send, withdraw. */
export function MessagesPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.messages;
  const list = usePagedList<AdminMessage, { site?: string }>('messages', listMessages, {
    site: queueStart(undefined, sites).site,
  });
  const [sending, setSending] = useState(false);
  const act = useKeyedAction(t.done, () => list.query.refetch());

  const audienceOf = (m: AdminMessage) => {
    if (m.audience === 'member') return `${t.audiences.member} ${m.account ?? ''}`;
    if (m.audience === 'vip') return `VIP ${m.vipLevel ?? ''}`;
    return `${t.audiences.site}${m.includeFuture ? ` (${t.futureTag})` : ''}`;
  };

  const columns: ColumnsType<AdminMessage> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: t.audience, render: (_, m) => audienceOf(m) },
    { title: t.subject, dataIndex: 'title' },
    { title: t.reach, render: (_, m) => `${m.recipients} / ${m.readCount}` },
    { title: t.sentBy, dataIndex: 'sentByName' },
    { title: texts.list.time, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.state,
      render: (_, m) =>
        m.withdrawnAt ? (
          <Tag>{t.withdrawn}</Tag>
        ) : (
          <Popconfirm
            title={t.withdraw}
            description={t.withdrawAsk}
            onConfirm={() => act(`withdraw:${m.id}`, () => withdrawMessage(m.id))}
          >
            <Button size="small" danger>
              {t.withdraw}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setSending(true)}>
            {t.send}
          </Button>
        }
      />
      {(sites === null || sites.length > 1) && (
        <Form layout="inline" className="list-filters">
          <Form.Item label={texts.list.site}>
            <SiteSelect
              sites={sites}
              allowClear={sites === null}
              placeholder={texts.list.any}
              value={list.filter.site}
              onChange={(site?: string) => list.setFilter({ site })}
            />
          </Form.Item>
        </Form>
      )}
      <QueueTable
        list={list}
        columns={columns}
        expandable={{
          expandedRowRender: (m) => <div className="message-body">{m.body}</div>,
        }}
      />
      <MessageDialog
        open={sending}
        sites={sites}
        onClose={() => setSending(false)}
        onSent={() => list.query.refetch()}
      />
    </>
  );
}
