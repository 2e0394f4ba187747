import { Button, Form, Input, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLanguage } from '../../i18n/language.tsx';
import { api, type Page } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { QueueTable } from '../../components/queue-table.tsx';

type AuditEntry = {
  id: number;
  at: string;
  actorKind: string;
  actorId: string | null;
  actorName: string | null;
  siteCode: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};

type AuditFilter = { action?: string; targetKind?: string; targetId?: string };

const listAudit = (filter: AuditFilter, page: number, size: number) =>
  api<Page<AuditEntry>>('/audit', { query: { ...filter, page, size } });

const asJson = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 2);

/** The append-only audit log, newest first; a row opens to the record's before and after. */
export function AuditPage() {
  const { texts } = useLanguage();
  const t = texts.audit;
  const list = usePagedList<AuditEntry, AuditFilter>('audit', listAudit, {});
  const [form] = Form.useForm<AuditFilter>();
  const kinds = t.actorKinds as Record<string, string>;

  const columns: ColumnsType<AuditEntry> = [
    { title: texts.list.time, dataIndex: 'at', render: (at: string) => formatTime(at), width: 180 },
    { title: t.action, dataIndex: 'action' },
    {
      title: t.actor,
      render: (_, row) =>
        `${kinds[row.actorKind] ?? row.actorKind} ${row.actorName ?? row.actorId ?? ''}`,
    },
    { title: texts.list.site, dataIndex: 'siteCode' },
    {
      title: t.target,
      render: (_, row) => [row.targetKind, row.targetId].filter(Boolean).join(' #'),
    },
    { title: t.ip, dataIndex: 'ip' },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Form<AuditFilter>
        form={form}
        layout="inline"
        className="list-filters"
        onFinish={(values) =>
          list.setFilter(
            Object.fromEntries(
              Object.entries(values).map(([k, v]) => [
                k,
                typeof v === 'string' && v.trim() ? v.trim() : undefined,
              ]),
            ) as AuditFilter,
          )
        }
      >
        <Form.Item name="action" label={t.action}>
          <Input allowClear placeholder="deposit.confirm" maxLength={64} />
        </Form.Item>
        <Form.Item name="targetKind" label={t.targetKind}>
          <Input allowClear placeholder="member" maxLength={64} />
        </Form.Item>
        <Form.Item name="targetId" label={t.targetId}>
          <Input allowClear maxLength={64} />
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
      <QueueTable
        list={list}
        columns={columns}
        size="small"
        expandable={{
          expandedRowRender: (row) => (
            <div className="audit-change">
              <div>
                <Typography.Text strong>{t.before}</Typography.Text>
                <pre>{asJson(row.before)}</pre>
              </div>
              <div>
                <Typography.Text strong>{t.after}</Typography.Text>
                <pre>{asJson(row.after)}</pre>
              </div>
            </div>
          ),
        }}
      />
    </>
  );
}
