import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListFilters, queueStart, type ListFilter } from '../../components/list-filters.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { decideAdjustment, listAdjustments, type Adjustment } from './finance-api.ts';

const STATE_COLOURS: Record<Adjustment['state'], string> = {
  applied: 'green',
  awaiting_approval: 'gold',
  rejected: 'red',
};

/**
 * Credits and debits of members' wallets by hand: large ones wait for a second operator (four
 * eyes; the API refuses the requester's own approval), each decision under its own key.
 */
export function AdjustmentsPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.adjustments;
  const list = usePagedList<Adjustment, ListFilter>(
    'adjustments',
    listAdjustments,
    queueStart('awaiting_approval', sites),
  );
  const [creating, setCreating] = useState(false);
  const act = useKeyedAction(t.done, () => list.query.refetch());

  const columns: ColumnsType<Adjustment> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: t.member, dataIndex: 'account' },
    {
      title: t.colAmount,
      align: 'right',
      render: (_, row) => (
        <Typography.Text type={row.amount.startsWith('-') ? 'danger' : 'success'}>
          {formatAmount(row.amount, row.currency)}
        </Typography.Text>
      ),
    },
    { title: t.colReason, dataIndex: 'reason' },
    { title: t.colTurnover, dataIndex: 'turnoverMultiple', align: 'right' },
    {
      title: texts.list.state,
      dataIndex: 'state',
      render: (state: Adjustment['state']) => (
        <Tag color={STATE_COLOURS[state]}>{t.states[state]}</Tag>
      ),
    },
    { title: t.requestedBy, dataIndex: 'requestedByName' },
    { title: t.approvedBy, dataIndex: 'approvedByName' },
    { title: texts.list.time, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.actions,
      render: (_, row) =>
        row.state === 'awaiting_approval' ? (
          <Space>
            <Popconfirm
              title={t.approve}
              description={fill(t.approveAsk, {
                account: row.account,
                amount: formatAmount(row.amount, row.currency),
              })}
              onConfirm={() =>
                act(`approve:${row.id}`, (key) => decideAdjustment(row.id, 'approve', key))
              }
            >
              <Button type="primary" size="small">
                {t.approve}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t.reject}
              description={t.rejectAsk}
              onConfirm={() =>
                act(`reject:${row.id}`, (key) => decideAdjustment(row.id, 'reject', key))
              }
            >
              <Button danger size="small">
                {t.reject}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        }
      />
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
          name: 'adjustments',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: t.member, value: (r) => r.account },
            { title: t.colAmount, value: (r) => r.amount },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: t.colReason, value: (r) => r.reason },
            { title: t.colTurnover, value: (r) => r.turnoverMultiple },
            { title: texts.list.state, value: (r) => t.states[r.state] },
            { title: t.requestedBy, value: (r) => r.requestedByName },
            { title: t.approvedBy, value: (r) => r.approvedByName },
            { title: texts.list.time, value: (r) => formatTime(r.createdAt) },
          ],
        }}
      />
      <AdjustmentDialog
        open={creating}
        sites={sites}
        onClose={() => setCreating(false)}
        onDone={() => list.query.refetch()}
      />
    </>
  );
}
