import { useState } from 'react';
import { App, Button, Descriptions, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
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
import { formatAmount, formatTime, formatUsdt } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import {
  decideWithdrawal,
  listWithdrawals,
  withdrawalPayee,
  type Payee,
  type Withdrawal,
} from './finance-api.ts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { CoinPayout, CoinPayoutPanel } from './coin-payout.tsx';

const STATE_COLOURS: Record<Withdrawal['state'], string> = {
  reviewing: 'gold',
  paid: 'green',
  rejected: 'red',
};

/**
 * Withdrawals under review: where to pay (read in full, each read audited), approval by a second
 * operator above the threshold, then paid or rejected with a reason the member reads.
 */
export function WithdrawalsPage({ sites, member }: { sites: string[] | null; member?: OneMember }) {
  const { texts } = useLanguage();
  const t = texts.withdrawals;
  const { message } = App.useApp();
  // One member's orders in every state (their page in the console), else the queue.
  const list = usePagedList<Withdrawal, ListFilter>(
    'withdrawals',
    listWithdrawals,
    member ? { site: member.site, member: member.account } : queueStart('reviewing', sites),
  );
  const [rejecting, setRejecting] = useState<Withdrawal | null>(null);
  // Where to pay, with the withdrawal it is for (a USDT one says what to send on chain).
  const [payee, setPayee] = useState<{ row: Withdrawal; payee: Payee } | null>(null);
  const keyed = useKeyedAction(t.done, () => list.query.refetch());
  /** One decision on one withdrawal under its key (`pay:<id>`…). */
  const act = (action: 'approve' | 'pay' | 'reject', row: Withdrawal, reason?: string) =>
    keyed(`${action}:${row.id}`, (key) => decideWithdrawal(row.id, action, key, reason));
  const fail = (error: unknown) =>
    void message.error(error instanceof Error ? error.message : String(error));

  const columns: ColumnsType<Withdrawal> = [
    {
      title: t.order,
      dataIndex: 'id',
      render: (id: string) => <Typography.Text copyable>{id}</Typography.Text>,
    },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: texts.list.member, dataIndex: 'memberAccount' },
    {
      title: t.amount,
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (_, row) => formatAmount(row.amount, row.currency),
    },
    { title: t.fee, align: 'right', render: (_, row) => formatAmount(row.fee) },
    {
      title: t.payout,
      align: 'right',
      render: (_, row) =>
        row.coin ? (
          <Space direction="vertical" size={0} align="end">
            {formatAmount(row.payout, row.currency)}
            <CoinPayout coin={row.coin} />
          </Space>
        ) : (
          formatAmount(row.payout, row.currency)
        ),
    },
    { title: t.account, render: (_, row) => row.account.label },
    {
      title: texts.list.state,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOURS[row.state]}>{t.states[row.state]}</Tag>
          {row.needsApproval &&
            (row.approvedBy ? (
              <Tag color="blue">{fill(t.approved, { by: row.approvedBy })}</Tag>
            ) : (
              <Tag color="orange">{t.needsApproval}</Tag>
            ))}
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
        row.state === 'reviewing' ? (
          <Space wrap>
            <Button
              size="small"
              onClick={() =>
                void withdrawalPayee(row.id).then((found) => setPayee({ row, payee: found }), fail)
              }
            >
              {t.payee}
            </Button>
            {row.needsApproval && !row.approvedBy ? (
              <Popconfirm
                title={t.approve}
                description={fill(t.approveAsk, { id: row.id })}
                onConfirm={() => act('approve', row)}
              >
                <Button type="primary" size="small">
                  {t.approve}
                </Button>
              </Popconfirm>
            ) : (
              <Popconfirm
                title={t.pay}
                description={
                  row.coin
                    ? fill(t.coin.payAsk, {
                        receive: formatUsdt(row.coin.receive),
                        network: row.coin.network,
                      })
                    : fill(t.payAsk, { payout: formatAmount(row.payout, row.currency) })
                }
                onConfirm={() => act('pay', row)}
              >
                <Button type="primary" size="small">
                  {t.pay}
                </Button>
              </Popconfirm>
            )}
            <Button danger size="small" onClick={() => setRejecting(row)}>
              {t.reject}
            </Button>
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
          name: 'withdrawals',
          columns: [
            { title: t.order, value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: texts.list.member, value: (r) => r.memberAccount },
            { title: t.amount, value: (r) => r.amount },
            { title: t.fee, value: (r) => r.fee },
            { title: t.payout, value: (r) => r.payout },
            {
              title: t.coin.csv,
              value: (r) => (r.coin ? `${r.coin.receive} ${r.coin.network}` : ''),
            },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: t.account, value: (r) => r.account.label },
            { title: texts.list.state, value: (r) => t.states[r.state] },
            { title: t.reason, value: (r) => r.reason },
            { title: texts.list.time, value: (r) => formatTime(r.createdAt) },
          ],
        }}
      />
      <Modal
        open={payee !== null}
        title={t.payeeTitle}
        footer={null}
        onCancel={() => setPayee(null)}
      >
        {payee?.row.coin && <CoinPayoutPanel coin={payee.row.coin} />}
        {payee && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t.order}>{payee.payee.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t.holder}>{payee.payee.holder}</Descriptions.Item>
            <Descriptions.Item label={t.number}>
              <Typography.Text copyable>{payee.payee.number}</Typography.Text>
            </Descriptions.Item>
            {payee.payee.bankName ? (
              <Descriptions.Item label={t.bank}>{payee.payee.bankName}</Descriptions.Item>
            ) : null}
            {payee.payee.branch ? (
              <Descriptions.Item label={t.branch}>{payee.payee.branch}</Descriptions.Item>
            ) : null}
            {payee.payee.network ? (
              <Descriptions.Item label={t.network}>{payee.payee.network}</Descriptions.Item>
            ) : null}
          </Descriptions>
        )}
      </Modal>
      <ReasonDialog
        title={`${t.reject} ${rejecting?.id ?? ''}`}
        label={t.reason}
        required={t.reasonRequired}
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (!rejecting) return false;
          const done = await act('reject', rejecting, reason);
          if (done) setRejecting(null);
          return done;
        }}
      />
    </>
  );
}
