import { useState } from 'react';
import { Button, Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { AdminSportsEventDetail } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { formatAmount } from '../../lib/format.ts';
import { setMarketOpen, setOdds, type Liability } from './trading-api.ts';

type Market = AdminSportsEventDetail['markets'][number];
type Row = Market['selections'][number] & {
  liability: Liability['markets'][number]['selections'][number]['liability'];
};

const MARKET_COLOURS = { open: 'green', suspended: 'gold', settled: 'default', void: 'default' };

/** One market: its selections with odds a trader moves, what each would cost, suspend or open. */
export function MarketCard({
  market,
  risk,
  act,
}: {
  market: Market;
  risk: Liability['markets'][number] | undefined;
  act: (action: string, run: () => Promise<unknown>) => Promise<boolean>;
}) {
  const { texts } = useLanguage();
  const t = texts.trading;
  const [odds, setOddsDraft] = useState<Record<number, string>>({});
  const tradable = market.state === 'open' || market.state === 'suspended';
  const rows: Row[] = market.selections.map((s) => ({
    ...s,
    liability: risk?.selections.find((r) => r.id === s.id)?.liability ?? [],
  }));
  const changed = Object.entries(odds).filter(
    ([id, value]) => value !== market.selections.find((s) => s.id === Number(id))?.odds,
  );

  return (
    <Card
      size="small"
      className="market-card"
      title={
        <Space>
          {t.types[market.type]}
          {market.line !== null && (
            <Typography.Text type="secondary">{market.line}</Typography.Text>
          )}
          <Tag color={MARKET_COLOURS[market.state]}>{t.marketStates[market.state]}</Tag>
        </Space>
      }
      extra={
        tradable && (
          <Space>
            <Typography.Text type="secondary">
              {t.maxStake} {market.maxStake} · {t.liabilityLimit} {market.liabilityLimit}
            </Typography.Text>
            <Button
              size="small"
              type="primary"
              disabled={changed.length === 0}
              onClick={() =>
                void act(`odds:${market.id}`, async () => {
                  await setOdds(
                    market.id,
                    changed.map(([id, value]) => ({ id: Number(id), odds: value })),
                  );
                  setOddsDraft({});
                })
              }
            >
              {t.saveOdds}
            </Button>
            <Button
              size="small"
              danger={market.state === 'open'}
              onClick={() =>
                void act(`open:${market.id}`, () =>
                  setMarketOpen(market.id, market.state !== 'open'),
                )
              }
            >
              {market.state === 'open' ? t.suspend : t.resume}
            </Button>
          </Space>
        )
      }
    >
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t.selection, dataIndex: 'outcome' },
          {
            title: t.odds,
            render: (_, s) =>
              tradable ? (
                <InputNumber<string>
                  size="small"
                  stringMode
                  min="1.01"
                  step="0.01"
                  precision={3}
                  aria-label={`${t.odds} ${s.outcome}`}
                  value={odds[s.id] ?? s.odds}
                  onChange={(value) => setOddsDraft({ ...odds, [s.id]: value ?? s.odds })}
                />
              ) : (
                s.odds
              ),
          },
          {
            title: t.liability,
            render: (_, s) =>
              s.liability.map((l) => (
                <div key={l.currency}>{formatAmount(l.liability, l.currency)}</div>
              )),
          },
          { title: texts.list.state, render: (_, s) => (s.result ? t.results[s.result] : '') },
        ]}
      />
    </Card>
  );
}
