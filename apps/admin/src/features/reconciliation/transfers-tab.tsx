import { useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import {
  listMoves,
  reconcileMove,
  type MoveFilter,
  type MoveState,
  type VenueMove,
} from './reconciliation-api.ts';
import { VenueFilters } from './venue-filters.tsx';
import './reconciliation.css';

const STATE_COLOURS: Record<MoveState, string> = {
  pending: 'orange',
  posted: 'green',
  voided: 'default',
};

/**
 * Moves between the central wallet and the venues, those in transit (in doubt) first. A move in
 * transit can be asked about now: the venue's answer completes or voids it, or it stays, and the
 * operator is told which.
 */
export function TransfersTab() {
  const { texts } = useLanguage();
  const t = texts.reconciliation;
  const { notification, message } = App.useApp();
  const list = usePagedList<VenueMove, MoveFilter>('venue-moves', listMoves, { state: 'pending' });
  const [asking, setAsking] = useState<string | null>(null);

  // Not a money write of ours: the venue's answer decides, so asking twice is harmless.
  const ask = async (row: VenueMove) => {
    setAsking(row.id);
    try {
      const { state } = await reconcileMove(row.id);
      const show =
        state === 'posted'
          ? notification.success
          : state === 'voided'
            ? notification.info
            : notification.warning;
      show({
        message: t.moveStates[state],
        description: fill(t.outcomes[state], { id: row.id }),
        duration: 8,
      });
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(null);
      await list.query.refetch();
    }
  };

  /** The reconciler's notes are the server's words: the known ones are said in the console's. */
  const errorOf = (error: string | null) => (error ? (t.errors[error] ?? error) : '');
  const sides = (row: VenueMove) =>
    row.direction === 'in' ? `${t.central} → ${row.venue}` : `${row.venue} → ${t.central}`;

  const columns: ColumnsType<VenueMove> = [
    {
      title: t.trace,
      dataIndex: 'id',
      render: (id: string) => (
        <Typography.Text copyable code className="trace-id">
          {id}
        </Typography.Text>
      ),
    },
    {
      title: texts.list.member,
      render: (_, row) => (
        <Space size={4}>
          {row.account}
          <Tag>{row.siteCode}</Tag>
        </Space>
      ),
    },
    { title: t.direction, render: (_, row) => sides(row) },
    {
      title: t.amount,
      align: 'right',
      render: (_, row) => formatAmount(row.amount, row.currency),
    },
    {
      title: texts.list.state,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATE_COLOURS[row.state]}>{t.moveStates[row.state]}</Tag>
          <Typography.Text type="secondary">{t.origins[row.origin] ?? row.origin}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t.attempts,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {fill(t.asked, { n: row.attempts })}
          {row.lastError && (
            <Typography.Text type="secondary">{errorOf(row.lastError)}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t.period,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          {formatTime(row.createdAt)}
          <Typography.Text type="secondary">
            {row.state === 'pending'
              ? `${t.nextCheck} ${formatTime(row.nextCheckAt)}`
              : `${t.resolvedAt} ${formatTime(row.resolvedAt)}`}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: texts.list.actions,
      fixed: 'right',
      render: (_, row) =>
        row.state === 'pending' && (
          <Button
            type="primary"
            size="small"
            loading={asking === row.id}
            disabled={asking !== null && asking !== row.id}
            onClick={() => void ask(row)}
          >
            {t.reconcile}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t.transfersIntro}</Typography.Paragraph>
      <VenueFilters<MoveState>
        states={t.moveStates}
        value={list.filter}
        onChange={list.setFilter}
        period
      />
      <QueueTable
        list={list}
        columns={columns}
        size="small"
        csv={{
          name: 'venue-transfers',
          columns: [
            { title: t.trace, value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: texts.list.member, value: (r) => r.account },
            { title: t.venue, value: (r) => r.venue },
            { title: t.direction, value: sides },
            { title: t.amount, value: (r) => r.amount },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: texts.list.state, value: (r) => t.moveStates[r.state] },
            { title: t.origin, value: (r) => t.origins[r.origin] ?? r.origin },
            { title: t.attempts, value: (r) => r.attempts },
            { title: t.lastError, value: (r) => errorOf(r.lastError) },
            { title: t.period, value: (r) => formatTime(r.createdAt) },
            { title: t.resolvedAt, value: (r) => formatTime(r.resolvedAt) },
          ],
        }}
      />
    </>
  );
}
