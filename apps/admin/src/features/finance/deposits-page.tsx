import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  ListFilters,
  queueStart,
  type ListFilter,
  type OneMember,
} from '../../components/list-filters.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { confirmDeposit, listDeposits, rejectDeposit, type Deposit } from './finance-api.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';

const STATE_COLOURS: Record<Deposit['state'], string> = {
  creating: 'default',
  pending: 'gold',
  credited: 'green',
  rejected: 'red',
  expired: 'default',
  failed: 'red',
};

/**
 * Deposits to confirm or reject (pending first by default): confirming credits the member's
 * central wallet once, whatever is pressed twice (each action carries its Idempotency-Key).
 */
export function DepositsPage({ sites, member }: { sites: string[] | null; member?: OneMember }) {
  const { texts } = useLanguage();
  const t = texts.deposits;
  // One member's orders in every state (their page in the console), else the queue.
  const list = usePagedList<Deposit, ListFilter>(
    'deposits',
    listDeposits,
    member ? { site: member.site, member: member.account } : queueStart('pending', sites),
  );
  const [rejecting, setRejecting] = useState<Deposit | null>(null);
  // One action on one order under its key (`confirm:<id>`, `reject:<id>`).
  const act = useKeyedAction(t.done, () => list.query.refetch());

  const columns: ColumnsType<Deposit> = [
    {
      title: t.order,
      dataIndex: 'id',
      render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
    },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: texts.list.member, dataIndex: 'memberAccount' },
    { title: t.channel, dataIndex: 'channelName' },
    {
      title: t.amount,
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (_, row) => formatAmount(row.amount, row.currency),
    },
    {
      title: t.depositor,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {row.depositorName}
          {row.paidClaimedAt && <Tag color="blue">{t.paidClaimed}</Tag>}
        </Space>
      ),
    },
    {
      title: texts.list.state,
      dataIndex: 'state',
      render: (state: Deposit['state'], row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOURS[state]}>{t.states[state]}</Tag>
          {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: texts.list.time,
      key: 'time',
      sorter: true,
      dataIndex: 'createdAt',
      render: (at: string) => formatTime(at),
    },
    {
      title: texts.list.actions,
      render: (_, row) =>
        row.state === 'pending' || row.state === 'expired' ? (
          <Space>
            <Popconfirm
              title={t.confirm}
              description={fill(t.confirmAsk, {
                id: row.id,
                amount: formatAmount(row.amount, row.currency),
              })}
              onConfirm={() => act(`confirm:${row.id}`, (key) => confirmDeposit(row.id, key))}
            >
              <Button type="primary" size="small">
                {t.confirm}
              </Button>
            </Popconfirm>
            {row.state === 'pending' && (
              <Button danger size="small" onClick={() => setRejecting(row)}>
                {t.reject}
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      {!member && (
        <>
          <Typography.Title level={3}>{t.title}</Typography.Title>
          <ListFilters
            states={t.states}
            sites={sites}
            value={list.filter}
            onChange={list.setFilter}
          />
        </>
      )}
      <QueueTable
        list={list}
        columns={columns}
        csv={{
          name: 'deposits',
          columns: [
            { title: t.order, value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: texts.list.member, value: (r) => r.memberAccount },
            { title: t.channel, value: (r) => r.channelName },
            { title: t.amount, value: (r) => r.amount },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: t.depositor, value: (r) => r.depositorName },
            { title: texts.list.state, value: (r) => t.states[r.state] },
            { title: t.reason, value: (r) => r.reason },
            { title: texts.list.time, value: (r) => formatTime(r.createdAt) },
            { title: t.decidedAt, value: (r) => formatTime(r.decidedAt) },
          ],
        }}
      />
      <ReasonDialog
        title={`${t.reject} ${rejecting?.id ?? ''}`}
        label={t.reason}
        required={t.reasonRequired}
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return false;
          const done = await act(`reject:${rejecting.id}`, (key) =>
            rejectDeposit(rejecting.id, reason, key),
          );
          if (done) setRejecting(null);
          return done;
        }}
      />
    </>
  );
}
