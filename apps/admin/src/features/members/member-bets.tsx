import { Button, DatePicker, Form, Radio, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { BET_STATES, type BetRecordPage } from '@kirin/contract';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { readBets, type Bet, type BetFilter } from './members-api.ts';

type FormValues = {
  /** '' for both. */
  source?: NonNullable<BetFilter['source']> | '';
  state?: BetFilter['state'];
  period?: [Dayjs | null, Dayjs | null] | null;
};

const STATE_COLOURS: Record<string, string> = { open: 'gold', settled: 'green', void: 'default' };

/** A signed wire amount with its digits grouped: "-1,200.00". */
const signed = (amount: string, currency: string) =>
  `${amount.startsWith('-') ? '-' : ''}${formatAmount(amount.replace(/^-/, ''), currency)}`;

/**
 * The member's bets, newest first: the in-house sportsbook's (with their legs) and the venues',
 * or one of the two; by state and time placed, with the sums of the whole filter, as CSV too.
 */
export function MemberBets({ memberId, currency }: { memberId: number; currency: string }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const list = usePagedList<Bet, BetFilter>(`member-bets-${memberId}`, readBets(memberId), {});
  const [form] = Form.useForm<FormValues>();
  const sums = (list.query.data as BetRecordPage | undefined)?.sums;
  const money = (amount: string) => formatAmount(amount, currency);

  const columns: ColumnsType<Bet> = [
    { title: t.placedAt, dataIndex: 'placedAt', render: (at: string) => formatTime(at) },
    { title: t.betId, dataIndex: 'id' },
    { title: t.venue, dataIndex: 'venueName' },
    { title: t.game, dataIndex: 'game' },
    { title: t.stake, align: 'right', render: (_, bet) => money(bet.stake) },
    { title: t.validStake, align: 'right', render: (_, bet) => money(bet.validStake) },
    { title: t.payout, align: 'right', render: (_, bet) => money(bet.payout) },
    {
      title: t.winLoss,
      align: 'right',
      render: (_, bet) => (
        <Typography.Text type={bet.winLoss.startsWith('-') ? 'danger' : undefined}>
          {signed(bet.winLoss, currency)}
        </Typography.Text>
      ),
    },
    {
      title: texts.list.state,
      render: (_, bet) => (
        <Space size={4}>
          <Tag color={STATE_COLOURS[bet.state]}>{t.betStates[bet.state] ?? bet.state}</Tag>
          {bet.sports && bet.sports.state !== 'open' && (
            <Tag>{t.sportsResults[bet.sports.state] ?? bet.sports.state}</Tag>
          )}
        </Space>
      ),
    },
    { title: t.settledAt, dataIndex: 'settledAt', render: (at: string | null) => formatTime(at) },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<FormValues>
        form={form}
        layout="inline"
        className="list-filters"
        initialValues={{ source: '' }}
        onFinish={({ source, state, period }) =>
          list.setFilter({
            ...(source ? { source } : {}),
            ...(state ? { state } : {}),
            ...(period?.[0] ? { from: period[0].toISOString() } : {}),
            ...(period?.[1] ? { to: period[1].toISOString() } : {}),
          })
        }
      >
        <Form.Item name="source" label={t.betSource}>
          <Radio.Group
            optionType="button"
            options={[
              { value: '', label: texts.list.any },
              { value: 'sports', label: t.betSources.sports },
              { value: 'venue', label: t.betSources.venue },
            ]}
          />
        </Form.Item>
        <Form.Item name="state" label={texts.list.state}>
          <Select
            allowClear
            placeholder={texts.list.any}
            style={{ width: 120 }}
            options={BET_STATES.map((state) => ({ value: state, label: t.betStates[state] }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t.placedAt}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {texts.list.search}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.setFilter({});
            }}
          >
            {texts.list.reset}
          </Button>
        </Space>
      </Form>
      {sums && (
        <Typography.Text>
          {fill(t.betSums, {
            stake: money(sums.stake),
            valid: money(sums.validStake),
            winLoss: signed(sums.winLoss, currency),
          })}
        </Typography.Text>
      )}
      <QueueTable
        list={list}
        columns={columns}
        size="small"
        expandable={{
          rowExpandable: (bet) => bet.sports !== null,
          expandedRowRender: (bet) => <Legs bet={bet} />,
        }}
        csv={{
          name: `bets-${memberId}`,
          columns: [
            { title: t.betId, value: (b) => b.id },
            { title: t.placedAt, value: (b) => formatTime(b.placedAt) },
            { title: t.venue, value: (b) => b.venueName },
            { title: t.game, value: (b) => b.game },
            { title: t.stake, value: (b) => b.stake },
            { title: t.validStake, value: (b) => b.validStake },
            { title: t.payout, value: (b) => b.payout },
            { title: t.winLoss, value: (b) => b.winLoss },
            { title: texts.list.currency, value: () => currency },
            { title: texts.list.state, value: (b) => t.betStates[b.state] ?? b.state },
            { title: t.settledAt, value: (b) => formatTime(b.settledAt) },
          ],
        }}
      />
    </Space>
  );
}

/** A sportsbook bet's legs: the match, the market and pick, the odds taken, each leg's result. */
function Legs({ bet }: { bet: Bet }) {
  const { texts } = useLanguage();
  const t = texts.members;
  if (!bet.sports) return null;
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text type="secondary">
        {t.legs} · {t.odds} {bet.sports.odds}
      </Typography.Text>
      {bet.sports.legs.map((leg) => (
        <Typography.Text key={leg.selectionId}>
          {leg.league} {leg.home} vs {leg.away} · {t.marketTypes[leg.type] ?? leg.type}
          {leg.line ? ` ${leg.line}` : ''} · {leg.outcome} @ {leg.odds} ·{' '}
          {t.sportsResults[leg.result] ?? leg.result}
        </Typography.Text>
      ))}
    </Space>
  );
}
