import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  InputNumber,
  Popconfirm,
  Space,
  Spin,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { MarketCard } from './market-card.tsx';
import {
  EVENT_STATE_COLOURS,
  postResult,
  postScore,
  readEvent,
  readLiability,
  setEventState,
  type Score,
} from './trading-api.ts';

/**
 * One event as a trader works it: in play, the score, the result that settles (or resettles) its
 * markets, cancelling; each market's odds and state; what each selection would cost the book.
 */
export function EventPage({ id }: { id: number }) {
  const { texts } = useLanguage();
  const t = texts.trading;
  const [scoreForm] = Form.useForm<Score>();
  const event = useQuery({ queryKey: ['sports-event', id], queryFn: () => readEvent(id) });
  const risk = useQuery({ queryKey: ['sports-risk', id], queryFn: () => readLiability(id) });

  // One trader's action, told when answered; the event and its risk read again after.
  const act = useKeyedAction(t.done, () => Promise.all([event.refetch(), risk.refetch()]));

  if (event.isPending) return <Spin />;
  if (event.isError) return <Alert type="error" showIcon message={event.error.message} />;
  const e = event.data;
  const settled = e.resultVersion > 0;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/trading">← {t.back}</Link>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {e.home} – {e.away}
        </Typography.Title>
        <Tag color={EVENT_STATE_COLOURS[e.state]}>{t.states[e.state]}</Tag>
        <Typography.Text type="secondary">
          {e.sport} · {e.league} · {formatTime(e.startsAt)}
        </Typography.Text>
        {settled && <Tag>{fill(t.resultVersion, { n: e.resultVersion })}</Tag>}
      </Space>
      <Card size="small">
        <Space size={48} wrap align="start">
          <Statistic title={t.score} value={e.score ? `${e.score.home} : ${e.score.away}` : '–'} />
          {(risk.data?.totals ?? []).map((total) => (
            <Space key={total.currency} size={48}>
              <Statistic title={t.stakes} value={formatAmount(total.stakes, total.currency)} />
              <Statistic
                title={t.worstCase}
                value={formatAmount(total.worstCase, total.currency)}
              />
            </Space>
          ))}
        </Space>
      </Card>
      <Space wrap>
        {e.state === 'prematch' && (
          <Popconfirm
            title={t.goLive}
            description={t.goLiveAsk}
            onConfirm={() => act('live', () => setEventState(e.id, 'live'))}
          >
            <Button type="primary">{t.goLive}</Button>
          </Popconfirm>
        )}
        {(e.state === 'live' || e.state === 'ended') && (
          <Form<Score>
            form={scoreForm}
            name="score"
            layout="inline"
            initialValues={e.score ?? { home: 0, away: 0 }}
          >
            <Form.Item name="home" label={`${t.home} ${e.home}`}>
              <InputNumber min={0} max={99} />
            </Form.Item>
            <Form.Item name="away" label={`${t.away} ${e.away}`}>
              <InputNumber min={0} max={99} />
            </Form.Item>
            {e.state === 'live' && (
              <Button
                onClick={() => void act('score', () => postScore(e.id, scoreForm.getFieldsValue()))}
              >
                {t.scoreUpdate}
              </Button>
            )}
            <Popconfirm
              key={settled ? 'correct' : 'result'}
              title={settled ? t.correct : t.result}
              description={() =>
                fill(t.resultAsk, {
                  home: scoreForm.getFieldValue('home') ?? 0,
                  away: scoreForm.getFieldValue('away') ?? 0,
                })
              }
              onConfirm={() => act('result', () => postResult(e.id, scoreForm.getFieldsValue()))}
            >
              <Button type="primary" danger={settled}>
                {settled ? t.correct : t.result}
              </Button>
            </Popconfirm>
          </Form>
        )}
        {(e.state === 'prematch' || e.state === 'live') && (
          <Popconfirm
            title={t.cancel}
            description={t.cancelAsk}
            onConfirm={() => act('cancel', () => setEventState(e.id, 'cancelled'))}
          >
            <Button danger>{t.cancel}</Button>
          </Popconfirm>
        )}
      </Space>
      {e.markets.map((market) => (
        <MarketCard
          key={market.id}
          market={market}
          risk={risk.data?.markets.find((m) => m.id === market.id)}
          act={act}
        />
      ))}
    </Space>
  );
}
