import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { queueStart } from '../../components/list-filters.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { phoneOf, searchMembers, type MemberRow, type MemberSearch } from './members-api.ts';
import { SiteSelect } from '../../components/site-select.tsx';

/** Finding a member by what an operator is told: account, phone, email, real name, invite code. */
export function MembersPage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const navigate = useNavigate();
  const list = usePagedList<MemberRow, MemberSearch>('members', searchMembers, {
    site: queueStart(undefined, sites).site,
  });
  const [form] = Form.useForm<MemberSearch>();

  const columns: ColumnsType<MemberRow> = [
    { title: 'ID', dataIndex: 'id' },
    { title: texts.list.site, dataIndex: 'siteCode' },
    { title: t.account, dataIndex: 'account' },
    { title: t.realName, dataIndex: 'realName' },
    {
      title: t.phone,
      render: (_, row) => phoneOf(row),
    },
    { title: t.email, dataIndex: 'email' },
    { title: t.vip, dataIndex: 'vipLevel', align: 'right' },
    { title: t.inviteCode, dataIndex: 'inviteCode' },
    {
      title: t.state,
      dataIndex: 'disabled',
      render: (disabled: boolean) =>
        disabled ? <Tag color="red">{t.disabled}</Tag> : <Tag color="green">{t.active}</Tag>,
    },
    { title: t.registered, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: t.lastLogin,
      dataIndex: 'lastLoginAt',
      render: (at: string | null) => formatTime(at),
    },
    {
      title: texts.list.actions,
      render: (_, row) => (
        <Button size="small" onClick={() => void navigate(`/members/${row.id}`)}>
          {t.view}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Form<MemberSearch>
        form={form}
        layout="inline"
        className="list-filters"
        initialValues={list.filter}
        onFinish={(values) => list.setFilter({ ...values, q: values.q?.trim() || undefined })}
      >
        {(sites === null || sites.length > 1) && (
          <Form.Item name="site" label={texts.list.site}>
            <SiteSelect sites={sites} allowClear={sites === null} placeholder={texts.list.any} />
          </Form.Item>
        )}
        <Form.Item name="q" label={t.search}>
          <Input allowClear placeholder={t.searchHint} style={{ width: 320 }} maxLength={100} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {texts.list.search}
          </Button>
        </Space>
      </Form>
      <Typography.Paragraph type="secondary">{t.auditedNote}</Typography.Paragraph>
      <QueueTable
        list={list}
        columns={columns}
        csv={{
          name: 'members',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: texts.list.site, value: (r) => r.siteCode },
            { title: t.account, value: (r) => r.account },
            { title: t.realName, value: (r) => r.realName },
            { title: t.phone, value: (r) => phoneOf(r) },
            { title: t.email, value: (r) => r.email },
            { title: t.vip, value: (r) => r.vipLevel },
            { title: t.inviteCode, value: (r) => r.inviteCode },
            { title: t.state, value: (r) => (r.disabled ? t.disabled : t.active) },
            { title: t.registered, value: (r) => formatTime(r.createdAt) },
            { title: t.lastLogin, value: (r) => formatTime(r.lastLoginAt) },
          ],
        }}
      />
    </>
  );
}
