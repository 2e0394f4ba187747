import { Button, DatePicker, Form, Input, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import { useLanguage } from '../../i18n/language.tsx';
import { api, type Page } from '../../lib/api.ts';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { QueueTable } from '../../components/queue-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';

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

type AuditFilter = {
  actor?: string;
  member?: string;
  site?: string;
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: string;
  to?: string;
};
type FormValues = Omit<AuditFilter, 'from' | 'to'> & { period?: [Dayjs | null, Dayjs | null] };

/** The form's values as the API's filter: texts trimmed, empty ones left out, the period as instants. */
function filterOf({ period, ...values }: FormValues): AuditFilter {
  const filter: AuditFilter = {};
  for (const [name, value] of Object.entries(values) as [keyof FormValues, unknown][]) {
    if (typeof value === 'string' && value.trim()) filter[name as keyof AuditFilter] = value.trim();
  }
  if (period?.[0]) filter.from = period[0].toISOString();
  if (period?.[1]) filter.to = period[1].toISOString();
  return filter;
}

const listAudit = (filter: AuditFilter, page: number, size: number) =>
  api<Page<AuditEntry>>('/audit', { query: { ...filter, page, size } });

const asJson = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 2);

/** The append-only audit log, newest first; a row opens to the record's before and after. */
export function AuditPage() {
  const { texts } = useLanguage();
  const t = texts.audit;
  // A member's page links here with `?member=<id>`.
  const [params] = useSearchParams();
  const initial: AuditFilter = params.get('member') ? { member: params.get('member')! } : {};
  const list = usePagedList<AuditEntry, AuditFilter>('audit', listAudit, initial);
  const [form] = Form.useForm<FormValues>();
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
      <Form<FormValues>
        form={form}
        layout="inline"
        className="list-filters"
        initialValues={initial}
        onFinish={(values) => list.setFilter(filterOf(values))}
      >
        <Form.Item name="actor" label={t.actor}>
          <Input allowClear placeholder={t.actorHint} maxLength={100} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="member" label={t.memberId}>
          <Input allowClear maxLength={16} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="site" label={texts.list.site}>
          <SiteSelect allowClear placeholder={texts.list.any} />
        </Form.Item>
        <Form.Item name="period" label={t.period}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Form.Item name="action" label={t.action}>
          <Input allowClear placeholder="deposit.confirm" maxLength={64} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="targetKind" label={t.targetKind}>
          <Input allowClear placeholder="member" maxLength={64} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="targetId" label={t.targetId}>
          <Input allowClear maxLength={64} style={{ width: 110 }} />
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
        csv={{
          name: 'audit',
          columns: [
            { title: texts.list.time, value: (r) => formatTime(r.at) },
            { title: t.action, value: (r) => r.action },
            { title: t.actor, value: (r) => `${r.actorKind} ${r.actorName ?? r.actorId ?? ''}` },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: t.targetKind, value: (r) => r.targetKind },
            { title: t.targetId, value: (r) => r.targetId },
            { title: t.ip, value: (r) => r.ip },
            { title: t.before, value: (r) => asJson(r.before) },
            { title: t.after, value: (r) => asJson(r.after) },
          ],
        }}
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
