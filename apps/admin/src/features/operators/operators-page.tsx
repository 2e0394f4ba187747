import { useState } from 'react';
import { Button, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useOutletContext } from 'react-router';
import { PageHead } from '../../components/page-head.tsx';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { OperatorDialog } from './operator-dialog.tsx';
import {
  changeOperator,
  factorState,
  OPERATOR_ROLES,
  pageOfOperators,
  type Operator,
  type OperatorAction,
  type OperatorFilter,
} from './operators-api.ts';

const FACTOR_COLOURS = { on: 'green', due: 'gold', off: 'default' } as const;

/**
 * The platform's operators: who they are, their role and sites, two-step sign-in and last
 * sign-in; an administrator creates them, disables or enables them and resets a lost second
 * factor, each after a confirmation. Nobody changes their own account (the API refuses it too).
 */
export function OperatorsPage() {
  const { texts } = useLanguage();
  const t = texts.operators;
  // The signed-in operator, as the console's frame hands it to every screen.
  const me = useOutletContext<{ id: number } | undefined>();
  const list = usePagedList<Operator, OperatorFilter>('operators', pageOfOperators, {});
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<OperatorFilter>();
  const keyed = useKeyedAction(t.done, () => list.query.refetch());
  const act = (row: Operator, action: OperatorAction) =>
    keyed(`${action}:${row.id}`, () => changeOperator(row.id, action));

  const sitesOf = (o: Operator) => (o.sites === null ? t.allSites : o.sites.join(', '));
  const stateOf = (o: Operator) => (o.disabled ? t.states.disabled : t.states.active);

  const confirmed = (
    row: Operator,
    action: OperatorAction,
    label: string,
    ask: string,
    danger: boolean,
  ) => {
    const self = row.id === me?.id;
    const button = (
      <Button size="small" danger={danger} disabled={self}>
        {label}
      </Button>
    );
    if (self) return <Tooltip title={t.selfHint}>{button}</Tooltip>;
    return (
      <Popconfirm
        title={label}
        description={fill(ask, { account: row.account })}
        onConfirm={() => act(row, action)}
      >
        {button}
      </Popconfirm>
    );
  };

  const columns: ColumnsType<Operator> = [
    { title: 'ID', dataIndex: 'id' },
    {
      title: t.account,
      render: (_, row) => (
        <Space size={4}>
          <Typography.Text strong>{row.account}</Typography.Text>
          {row.id === me?.id && <Tag color="blue">{t.you}</Tag>}
        </Space>
      ),
    },
    { title: t.role, render: (_, row) => texts.session.roles[row.role] },
    {
      title: t.sites,
      render: (_, row) =>
        row.sites === null ? (
          <Typography.Text type="secondary">{t.allSites}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap style={{ maxWidth: 280 }}>
            {row.sites.map((code) => (
              <Tag key={code}>{code}</Tag>
            ))}
          </Space>
        ),
    },
    {
      title: t.secondFactor,
      render: (_, row) => {
        const state = factorState(row);
        const tag = <Tag color={FACTOR_COLOURS[state]}>{t.factorStates[state]}</Tag>;
        return state === 'due' ? <Tooltip title={t.dueHint}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: t.lastSignIn,
      render: (_, row) =>
        row.lastSignInAt ? (
          formatTime(row.lastSignInAt)
        ) : (
          <Typography.Text type="secondary">{t.never}</Typography.Text>
        ),
    },
    {
      title: texts.list.state,
      render: (_, row) => <Tag color={row.disabled ? 'red' : 'green'}>{stateOf(row)}</Tag>,
    },
    { title: t.createdAt, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: texts.list.actions,
      fixed: 'right',
      render: (_, row) => (
        <Space wrap>
          {row.disabled
            ? confirmed(row, 'enable', t.enable, t.enableAsk, false)
            : confirmed(row, 'disable', t.disable, t.disableAsk, true)}
          {row.secondFactor &&
            confirmed(row, 'reset-second-factor', t.resetFactor, t.resetFactorAsk, false)}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        }
      />
      <Form<OperatorFilter>
        form={form}
        layout="inline"
        className="list-filters"
        onFinish={(values) =>
          list.setFilter({
            account: values.account?.trim() || undefined,
            role: values.role ?? undefined,
            state: values.state ?? undefined,
          })
        }
      >
        <Form.Item name="account" label={t.search}>
          <Input allowClear maxLength={32} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="role" label={t.role}>
          <Select
            allowClear
            placeholder={texts.list.any}
            style={{ width: 120 }}
            options={OPERATOR_ROLES.map((value) => ({
              value,
              label: texts.session.roles[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="state" label={texts.list.state}>
          <Select
            allowClear
            placeholder={texts.list.any}
            style={{ width: 120 }}
            options={(['active', 'disabled'] as const).map((value) => ({
              value,
              label: t.states[value],
            }))}
          />
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
          name: 'operators',
          columns: [
            { title: 'ID', value: (r) => r.id },
            { title: t.account, value: (r) => r.account },
            { title: t.role, value: (r) => texts.session.roles[r.role] },
            { title: t.sites, value: sitesOf },
            { title: t.secondFactor, value: (r) => t.factorStates[factorState(r)] },
            { title: t.lastSignIn, value: (r) => formatTime(r.lastSignInAt) },
            { title: texts.list.state, value: stateOf },
            { title: t.createdAt, value: (r) => formatTime(r.createdAt) },
          ],
        }}
      />
      <OperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={() => list.query.refetch()}
      />
    </>
  );
}
