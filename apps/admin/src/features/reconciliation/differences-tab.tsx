import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueueTable } from '../../components/queue-table.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import {
  bookDiscrepancy,
  listDiscrepancies,
  type Discrepancy,
  type DiscrepancyFilter,
  type DiscrepancyState,
} from './reconciliation-api.ts';
import { VenueFilters } from './venue-filters.tsx';

const STATE_COLOURS: Record<DiscrepancyState, string> = {
  open: 'orange',
  cleared: 'default',
  booked: 'green',
};

/** The difference without its sign, and which way booking it moves money. */
function splitDifference(row: Discrepancy) {
  const negative = row.difference.trim().startsWith('-');
  return { credit: !negative, size: row.difference.trim().replace(/^-/, '') };
}

/** A difference with its sign always written and coloured: what booking it does to the member. */
function SignedDifference({ row }: { row: Discrepancy }) {
  const { credit, size } = splitDifference(row);
  return (
    <Typography.Text type={credit ? 'success' : 'danger'} strong>
      {`${credit ? '+' : '−'}${formatAmount(size, row.currency)}`}
    </Typography.Text>
  );
}

/**
 * Venue wallets whose balance at the venue differs from our books, open ones first by default. An
 * open one is booked after looking into it, with a reason; the dialog says how much moves which
 * way before anything moves, and the booking carries an Idempotency-Key.
 */
export function DifferencesTab() {
  const { texts } = useLanguage();
  const t = texts.reconciliation;
  const list = usePagedList<Discrepancy, DiscrepancyFilter>(
    'venue-discrepancies',
    listDiscrepancies,
    { state: 'open' },
  );
  const [booking, setBooking] = useState<Discrepancy | null>(null);
  const keyed = useKeyedAction(t.booked, () => list.query.refetch());

  const titleOf = (row: Discrepancy) => {
    const { credit, size } = splitDifference(row);
    return fill(credit ? t.bookCredit : t.bookDebit, {
      amount: formatAmount(size, row.currency),
      account: row.account ?? `#${row.memberId}`,
      site: row.siteCode,
      venue: row.venue,
    });
  };

  const columns: ColumnsType<Discrepancy> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: texts.list.member, render: (_, row) => row.account ?? `#${row.memberId}` },
    { title: t.venue, dataIndex: 'venue' },
    {
      title: t.venueBalance,
      align: 'right',
      render: (_, row) => formatAmount(row.venueBalance, row.currency),
    },
    {
      title: t.bookedBalance,
      align: 'right',
      render: (_, row) => formatAmount(row.bookedBalance, row.currency),
    },
    { title: t.difference, align: 'right', render: (_, row) => <SignedDifference row={row} /> },
    {
      title: texts.list.state,
      render: (_, row) => (
        <Tag color={STATE_COLOURS[row.state]}>{t.differenceStates[row.state]}</Tag>
      ),
    },
    { title: t.firstSeen, dataIndex: 'firstSeenAt', render: (at: string) => formatTime(at) },
    { title: t.lastSeen, dataIndex: 'lastSeenAt', render: (at: string) => formatTime(at) },
    {
      title: t.closedAt,
      render: (_, row) => (
        <>
          {formatTime(row.closedAt)}
          {row.closedBy !== null && (
            <Typography.Text type="secondary">
              {' '}
              {fill(t.operator, { id: row.closedBy })}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      title: texts.list.actions,
      render: (_, row) =>
        row.state === 'open' && (
          <Button type="primary" size="small" onClick={() => setBooking(row)}>
            {t.book}
          </Button>
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t.differencesIntro}</Typography.Paragraph>
      <VenueFilters<DiscrepancyState>
        states={t.differenceStates}
        value={list.filter}
        onChange={list.setFilter}
      />
      <QueueTable
        list={list}
        columns={columns}
        size="small"
        csv={{
          name: 'venue-differences',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: texts.list.member, value: (r) => r.account ?? `#${r.memberId}` },
            { title: t.venue, value: (r) => r.venue },
            { title: t.venueBalance, value: (r) => r.venueBalance },
            { title: t.bookedBalance, value: (r) => r.bookedBalance },
            { title: t.difference, value: (r) => r.difference },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: texts.list.state, value: (r) => t.differenceStates[r.state] },
            { title: t.firstSeen, value: (r) => formatTime(r.firstSeenAt) },
            { title: t.lastSeen, value: (r) => formatTime(r.lastSeenAt) },
            { title: t.closedAt, value: (r) => formatTime(r.closedAt) },
            { title: t.closedBy, value: (r) => r.closedBy },
          ],
        }}
      />
      <ReasonDialog
        title={booking ? titleOf(booking) : ''}
        label={t.reason}
        required={t.reasonRequired}
        open={booking !== null}
        onCancel={() => setBooking(null)}
        onSubmit={async (reason) => {
          if (!booking) return false;
          const row = booking;
          const done = await keyed(`book:${row.id}`, (key) => bookDiscrepancy(row.id, reason, key));
          if (done) setBooking(null);
          return done;
        }}
      />
    </>
  );
}
