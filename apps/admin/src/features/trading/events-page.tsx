import { Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { SPORTS_EVENT_STATES, type SportsEventState } from '@kirin/contract';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import {
  EVENT_STATE_COLOURS,
  listEvents,
  type AdminSportsEvent,
  type EventFilter,
} from './trading-api.ts';

/** The book's events, live first, then the soonest to start; each opens its trading page. */
export function EventsPage() {
  const { texts } = useLanguage();
  const t = texts.trading;
  const navigate = useNavigate();
  const list = usePagedList<AdminSportsEvent, EventFilter>('sports-events', listEvents, {});

  const columns: ColumnsType<AdminSportsEvent> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t.sport, dataIndex: 'sport' },
    { title: t.league, dataIndex: 'league' },
    { title: t.match, render: (_, e) => `${e.home} – ${e.away}` },
    { title: t.startsAt, dataIndex: 'startsAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.state,
      dataIndex: 'state',
      render: (state: SportsEventState) => (
        <Tag color={EVENT_STATE_COLOURS[state]}>{t.states[state]}</Tag>
      ),
    },
    { title: t.score, render: (_, e) => (e.score ? `${e.score.home} : ${e.score.away}` : '') },
    { title: t.markets, render: (_, e) => `${e.openMarkets} / ${e.suspendedMarkets}` },
    { title: t.bets, render: (_, e) => `${e.openBetCount} / ${e.betCount}` },
    {
      title: t.openStakes,
      render: (_, e) =>
        e.openStakes.map((s) => <div key={s.currency}>{formatAmount(s.amount, s.currency)}</div>),
    },
    {
      title: texts.list.actions,
      render: (_, e) => (
        <Button size="small" type="primary" onClick={() => void navigate(`/trading/${e.id}`)}>
          {t.open}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Form<EventFilter>
        layout="inline"
        className="list-filters"
        onFinish={(values) => list.setFilter({ ...values, q: values.q?.trim() || undefined })}
      >
        <Form.Item name="state" label={texts.list.state}>
          <Select<SportsEventState>
            allowClear
            placeholder={texts.list.any}
            style={{ width: 120 }}
            options={SPORTS_EVENT_STATES.map((value) => ({ value, label: t.states[value] }))}
          />
        </Form.Item>
        <Form.Item name="q" label={t.search}>
          <Input allowClear maxLength={100} style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {texts.list.search}
          </Button>
          <Button onClick={() => void list.query.refetch()}>{texts.list.refresh}</Button>
        </Space>
      </Form>
      <QueueTable list={list} columns={columns} />
    </>
  );
}
