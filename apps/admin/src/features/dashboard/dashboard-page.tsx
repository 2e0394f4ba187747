import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Space, Spin, Statistic, Typography } from 'antd';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { readDashboard, type DashboardFigures } from './dashboard-api.ts';
import { MoneyCard } from './money-card.tsx';
import { SiteSelect } from '../../components/site-select.tsx';

/** The queues waiting for someone, each opening its screen where the operator has it. */
/** The queues' screens this operator may open, by queue. */
export type QueueLinks = Partial<Record<keyof DashboardFigures['queues'], string>>;

function Queues({ queues, links }: { queues: DashboardFigures['queues']; links: QueueLinks }) {
  const { texts } = useLanguage();
  const t = texts.dashboard;
  const navigate = useNavigate();
  const items = [
    { title: t.queueDeposits, value: queues.deposits, path: links.deposits },
    { title: t.queueWithdrawals, value: queues.withdrawals, path: links.withdrawals },
    { title: t.queueAdjustments, value: queues.adjustments, path: links.adjustments },
    { title: t.queueFeedback, value: queues.feedback, path: links.feedback },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map(({ path, ...item }) => (
        <Col key={item.title} xs={12} xl={6}>
          <Card
            size="small"
            hoverable={path !== undefined}
            onClick={path === undefined ? undefined : () => void navigate(path)}
          >
            <Statistic
              title={item.title}
              value={item.value}
              valueStyle={item.value > 0 ? { color: '#d46b08' } : undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function MembersCard({ members }: { members: DashboardFigures['members'] }) {
  const { texts } = useLanguage();
  const t = texts.dashboard;
  const days = members.days.map((d) => ({
    day: d.day.slice(5),
    [t.signUps]: d.signUps,
    [t.active]: d.active,
  }));
  return (
    <Card title={t.members} className="dashboard-card">
      <Row gutter={[24, 16]}>
        <Col xs={12} xl={4}>
          <Statistic title={`${t.signUps} · ${t.today}`} value={members.signUpsToday} />
        </Col>
        <Col xs={12} xl={4}>
          <Statistic title={`${t.signUps} · ${t.last30}`} value={members.signUps30} />
        </Col>
        <Col xs={12} xl={5}>
          <Statistic title={`${t.active} · ${t.today}`} value={members.activeToday} />
        </Col>
        <Col xs={12} xl={5}>
          <Statistic title={`${t.active} · ${t.last30}`} value={members.active30} />
        </Col>
        <Col xs={12} xl={6}>
          <Statistic title={t.online} value={members.online} />
        </Col>
      </Row>
      <Typography.Title level={5} className="dashboard-chart-title">
        {t.chartMembers}
      </Typography.Title>
      <div className="dashboard-chart" role="img" aria-label={t.chartMembers}>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={days}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
            <Tooltip />
            <Legend />
            <Line
              dataKey={t.signUps}
              stroke="#1677ff"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey={t.active}
              stroke="#722ed1"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}

/**
 * Today and the last 30 Beijing days of one site or all: money per currency (deposits,
 * withdrawals, net deposits, GGR, NGR), members (sign-ups, active, online) and open queues.
 */
export function DashboardPage({ sites, links }: { sites: string[] | null; links: QueueLinks }) {
  const { texts } = useLanguage();
  const t = texts.dashboard;
  const [site, setSite] = useState<string | undefined>(sites?.[0]);
  const figures = useQuery({
    queryKey: ['dashboard', site],
    queryFn: () => readDashboard(site),
    refetchInterval: 60_000,
  });
  const data = figures.data;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap align="center" className="dashboard-head">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        {(sites === null || sites.length > 1) && (
          <SiteSelect
            sites={sites}
            aria-label={t.site}
            allowClear={sites === null}
            placeholder={t.allSites}
            value={site}
            onChange={(next?: string) => setSite(next)}
          />
        )}
        <Button onClick={() => void figures.refetch()} loading={figures.isFetching}>
          {t.refresh}
        </Button>
        {data && (
          <Typography.Text type="secondary">
            {fill(t.asOf, { at: formatTime(data.asOf) })}
          </Typography.Text>
        )}
      </Space>
      {figures.isPending && <Spin />}
      {figures.isError && <Alert type="error" showIcon message={figures.error.message} />}
      {data && (
        <>
          <Queues queues={data.queues} links={links} />
          {data.money.length === 0 && <Alert type="info" message={t.empty} />}
          {data.money.map((figures) => (
            <MoneyCard key={figures.currency} figures={figures} />
          ))}
          <MembersCard members={data.members} />
          <Typography.Text type="secondary">{t.definitions}</Typography.Text>
        </>
      )}
    </Space>
  );
}
