import { useState } from 'react';
import { Button, Form, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueueTable } from '../../components/queue-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { listSettlements, type AgentSettlementView } from './agents-api.ts';
import { SettleDialog } from './settle-dialog.tsx';

type Filter = { site?: string };

/** Settlement runs, newest month first, of one site or all; a closed month settled from here. */
export function SettlementsTab({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.agents;
  const list = usePagedList<AgentSettlementView, Filter>('agent-settlements', listSettlements, {
    site: sites && sites.length > 1 ? sites[0] : undefined,
  });
  const [settling, setSettling] = useState(false);
  const runBy = (row: AgentSettlementView) =>
    row.runBy === null ? t.runByJob : fill(t.runByOperator, { id: row.runBy });

  const columns: ColumnsType<AgentSettlementView> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t.site, dataIndex: 'siteCode' },
    { title: t.period, dataIndex: 'period', render: (p: string) => <Tag>{p}</Tag> },
    { title: t.agents, dataIndex: 'agents', align: 'right' },
    {
      title: t.total,
      align: 'right',
      render: (_, row) => (
        <Typography.Text strong>{formatAmount(row.total, row.currency)}</Typography.Text>
      ),
    },
    { title: t.runBy, render: (_, row) => runBy(row) },
    { title: t.settledAt, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
  ];

  return (
    <>
      <Space className="list-filters" wrap>
        <Form.Item label={t.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={t.site}
            allowClear={sites === null}
            placeholder={texts.list.any}
            value={list.filter.site}
            onChange={(site?: string) => list.setFilter({ site })}
          />
        </Form.Item>
        <Button type="primary" onClick={() => setSettling(true)}>
          {t.settle}
        </Button>
      </Space>
      <QueueTable
        list={list}
        columns={columns}
        csv={{
          name: 'agent-settlements',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: t.site, value: (r) => r.siteCode },
            { title: t.period, value: (r) => r.period },
            { title: t.agents, value: (r) => r.agents },
            { title: t.total, value: (r) => r.total },
            { title: texts.list.currency, value: (r) => r.currency },
            { title: t.runBy, value: (r) => runBy(r) },
            { title: t.settledAt, value: (r) => formatTime(r.createdAt) },
          ],
        }}
      />
      <SettleDialog
        open={settling}
        sites={sites}
        site={list.filter.site}
        onClose={() => setSettling(false)}
        onSettled={() => list.query.refetch()}
      />
    </>
  );
}
