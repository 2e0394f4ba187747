import { Button, DatePicker, Form, Select, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { MEMBER_LEDGER_KINDS, type MemberLedgerKind } from '@kirin/contract';
import { QueueTable } from '../../components/queue-table.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { readLedger, type LedgerEntry, type LedgerFilter } from './members-api.ts';

type FormValues = { kind?: MemberLedgerKind; period?: [Dayjs | null, Dayjs | null] | null };

const STATE_COLOURS: Record<string, string> = {
  pending: 'gold',
  posted: 'green',
  voided: 'default',
};

/** "+1,000.00" as the list shows it: the sign kept, the digits grouped. */
function signedAmount(entry: LedgerEntry): string {
  const sign = entry.amount.startsWith('-') ? '-' : '+';
  return `${sign}${formatAmount(entry.amount.replace(/^[+-]/, ''), entry.currency)}`;
}

/**
 * Every movement of the member's money as the ledger has it, newest first, by kind and time, as
 * CSV too. Each read is in the audit trail (the server's).
 */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const list = usePagedList<LedgerEntry, LedgerFilter>(
    `member-ledger-${memberId}`,
    readLedger(memberId),
    {},
  );
  const [form] = Form.useForm<FormValues>();
  const kindText = (kind: string) => t.ledgerKinds[kind] ?? kind;
  const accountText = (account: string) => {
    const [kind = '', venue] = account.split(':');
    const name = t.accounts[kind] ?? kind;
    return venue ? `${name} ${venue}` : name;
  };

  const columns: ColumnsType<LedgerEntry> = [
    { title: t.period, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t.ledgerKind, dataIndex: 'kind', render: kindText },
    {
      title: t.amount,
      align: 'right',
      render: (_, entry) => (
        <Typography.Text type={entry.amount.startsWith('-') ? 'danger' : 'success'}>
          {signedAmount(entry)}
        </Typography.Text>
      ),
    },
    {
      title: t.flow,
      render: (_, entry) => `${accountText(entry.from)} → ${accountText(entry.to)}`,
    },
    {
      title: texts.list.state,
      dataIndex: 'state',
      render: (state: string) => (
        <Tag color={STATE_COLOURS[state]}>{t.ledgerStates[state] ?? state}</Tag>
      ),
    },
    { title: t.reference, dataIndex: 'reference' },
    { title: t.note, dataIndex: 'note' },
    { title: t.entryId, dataIndex: 'id' },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Form<FormValues>
        form={form}
        layout="inline"
        className="list-filters"
        onFinish={({ kind, period }) =>
          list.setFilter({
            ...(kind ? { kind } : {}),
            ...(period?.[0] ? { from: period[0].toISOString() } : {}),
            ...(period?.[1] ? { to: period[1].toISOString() } : {}),
          })
        }
      >
        <Form.Item name="kind" label={t.ledgerKind}>
          <Select
            allowClear
            placeholder={texts.list.any}
            style={{ width: 160 }}
            options={MEMBER_LEDGER_KINDS.map((kind) => ({ value: kind, label: kindText(kind) }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t.period}>
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
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
      <Typography.Text type="secondary">{t.noBalanceAfter}</Typography.Text>
      <QueueTable
        list={list}
        columns={columns}
        size="small"
        csv={{
          name: `ledger-${memberId}`,
          columns: [
            { title: t.entryId, value: (e) => e.id },
            { title: t.period, value: (e) => formatTime(e.createdAt) },
            { title: t.ledgerKind, value: (e) => kindText(e.kind) },
            // "+" would read as a formula: a credit is the bare number, a debit keeps its "-".
            { title: t.amount, value: (e) => e.amount.replace(/^\+/, '') },
            { title: texts.list.currency, value: (e) => e.currency },
            { title: t.from, value: (e) => accountText(e.from) },
            { title: t.to, value: (e) => accountText(e.to) },
            { title: texts.list.state, value: (e) => t.ledgerStates[e.state] ?? e.state },
            { title: t.reference, value: (e) => e.reference },
            { title: t.note, value: (e) => e.note },
            { title: t.settledAt, value: (e) => formatTime(e.settledAt) },
          ],
        }}
      />
    </Space>
  );
}
