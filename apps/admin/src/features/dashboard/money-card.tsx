import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount } from '../../lib/format.ts';
import type { DashboardFigures } from './dashboard-api.ts';

type CurrencyFigures = DashboardFigures['money'][number];
type Figures = CurrencyFigures['today'];

/** One period's money: the five figures an operator watches, the parts of GGR under them. */
function Period({ title, f, currency }: { title: string; f: Figures; currency: string }) {
  const { texts } = useLanguage();
  const t = texts.dashboard;
  const money = (amount: string) => formatAmount(amount, currency);
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Row gutter={[24, 16]}>
        <Col span={8}>
          <Statistic title={t.deposits} value={money(f.deposits)} />
          <Typography.Text type="secondary">{fill(t.count, { n: f.depositCount })}</Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title={t.withdrawals} value={money(f.withdrawals)} />
          <Typography.Text type="secondary">
            {fill(t.count, { n: f.withdrawalCount })}
          </Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title={t.netDeposits} value={money(f.netDeposits)} />
        </Col>
        <Col span={8}>
          <Statistic title={t.ggr} value={money(f.ggr)} />
          <Typography.Text type="secondary">
            {t.stakes} {money(f.stakes)} · {t.payouts} {money(f.payouts)}
          </Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title={t.ngr} value={money(f.ngr)} />
          <Typography.Text type="secondary">
            {t.bonuses} {money(f.bonuses)}
          </Typography.Text>
        </Col>
        <Col span={8}>
          <Statistic title={t.withdrawalFees} value={money(f.withdrawalFees)} />
        </Col>
      </Row>
    </div>
  );
}

/** A currency's money today and over 30 days, and the 30 days drawn day by day. */
export function MoneyCard({ figures }: { figures: CurrencyFigures }) {
  const { texts } = useLanguage();
  const t = texts.dashboard;
  const days = figures.days.map((d) => ({
    day: d.day.slice(5),
    [t.deposits]: Number(d.deposits),
    [t.withdrawals]: Number(d.withdrawals),
    [t.ggr]: Number(d.ggr),
  }));
  return (
    <Card title={figures.currency} className="dashboard-card">
      <Row gutter={[48, 24]}>
        <Col xs={24} xl={12}>
          <Period title={t.today} f={figures.today} currency={figures.currency} />
        </Col>
        <Col xs={24} xl={12}>
          <Period title={t.last30} f={figures.last30} currency={figures.currency} />
        </Col>
      </Row>
      <Typography.Title level={5} className="dashboard-chart-title">
        {t.chartMoney}
      </Typography.Title>
      <div
        className="dashboard-chart"
        role="img"
        aria-label={`${t.chartMoney} ${figures.currency}`}
      >
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={days}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} width={72} />
            <Tooltip />
            <Legend />
            <Bar dataKey={t.deposits} fill="#1677ff" isAnimationActive={false} />
            <Bar dataKey={t.withdrawals} fill="#fa8c16" isAnimationActive={false} />
            <Line
              dataKey={t.ggr}
              stroke="#52c41a"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
