import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListTable } from '../../components/list-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { api } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';

type OutboxCode = {
  id: number;
  siteCode: string;
  channel: string;
  target: string;
  purpose: string;
  code: string;
  text: string;
  createdAt: string;
};
type Filter = { target?: string; site?: string };

const readOutbox = (filter: Filter) =>
  api<{ list: OutboxCode[] }>('/outbox', { query: { ...filter, limit: 200 } });

/**
 * The codes a demo keeps instead of sending them (no SMS or mail provider): newest first, by
 * phone or email and brand, so an operator can help a tester sign up.
 */
export function OutboxPage() {
  const { texts } = useLanguage();
  const t = texts.outbox;
  const [filter, setFilter] = useState<Filter>({});
  const codes = useQuery({ queryKey: ['outbox', filter], queryFn: () => readOutbox(filter) });

  const columns: ColumnsType<OutboxCode> = [
    { title: texts.list.time, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: texts.list.site, dataIndex: 'siteCode' },
    {
      title: t.channel,
      dataIndex: 'channel',
      render: (c: string) => t.channels[c as 'phone'] ?? c,
    },
    { title: t.target, dataIndex: 'target' },
    { title: t.purpose, dataIndex: 'purpose' },
    {
      title: t.code,
      dataIndex: 'code',
      render: (code: string) => <Typography.Text copyable>{code}</Typography.Text>,
    },
    { title: t.text, dataIndex: 'text' },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Alert className="form-refusal" type="warning" showIcon message={t.demoNote} />
      <Form<Filter>
        layout="inline"
        className="list-filters"
        onFinish={(values) => setFilter({ ...values, target: values.target?.trim() || undefined })}
      >
        <Form.Item name="target" label={t.target}>
          <Input allowClear placeholder={t.targetHint} maxLength={256} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="site" label={texts.list.site}>
          <SiteSelect allowClear placeholder={texts.list.any} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {texts.list.search}
          </Button>
          <Button onClick={() => void codes.refetch()}>{texts.list.refresh}</Button>
        </Space>
      </Form>
      <ListTable<OutboxCode> size="small" query={codes} columns={columns} />
    </>
  );
}
