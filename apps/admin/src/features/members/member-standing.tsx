import { Fragment, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Select, Space } from 'antd';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import {
  readAgentLine,
  readSportsLimit,
  readVip,
  setSportsLimit,
  setVipLevel,
  type MemberDetail,
} from './members-api.ts';

const FACTOR = /^(0(\.\d{1,2})?|1(\.0{1,2})?)$/;

/**
 * The member's VIP level (changed by hand where the role may), their agent line upward and how
 * many they invited, and (administrators) their stake factor on the sportsbook.
 */
export function MemberStanding({
  member,
  canSetLevel,
  canLimitStakes,
}: {
  member: MemberDetail;
  canSetLevel: boolean;
  canLimitStakes: boolean;
}) {
  const { texts } = useLanguage();
  const t = texts.members;
  const id = member.id;
  const queryClient = useQueryClient();
  const vip = useQuery({ queryKey: ['member-vip', id], queryFn: () => readVip(id) });
  const line = useQuery({ queryKey: ['member-agent-line', id], queryFn: () => readAgentLine(id) });
  const limit = useQuery({
    queryKey: ['member-sports-limit', id],
    queryFn: () => readSportsLimit(id),
    enabled: canLimitStakes,
  });
  const [editing, setEditing] = useState<'level' | 'factor' | null>(null);
  const failed = [vip, line, limit].find((q) => q.isError)?.error;
  const v = vip.data;

  return (
    <Card title={t.standing} size="small">
      {failed && <Alert type="error" showIcon message={failed.message} />}
      <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
        <Descriptions.Item label={t.vipLevel}>
          {v && (
            <Space wrap>
              <span>
                {v.name} (VIP {v.level})
              </span>
              {canSetLevel && (
                <Button size="small" onClick={() => setEditing('level')}>
                  {t.setLevel}
                </Button>
              )}
            </Space>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t.vipDeposits}>
          {v && formatAmount(v.deposits, v.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t.vipTurnover}>
          {v && formatAmount(v.turnover, v.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t.vipProgress}>
          {v &&
            (v.next
              ? `${fill(t.vipNext, { name: v.next.name })}: ${t.vipDeposits} ${v.next.deposits.percent}% · ${t.vipTurnover} ${v.next.turnover.percent}%`
              : t.vipTop)}
        </Descriptions.Item>
        <Descriptions.Item label={t.agentLine}>
          {line.data &&
            (line.data.upline.length === 0 ? (
              t.noUpline
            ) : (
              <span>
                {member.account}
                {line.data.upline.map((up) => (
                  <Fragment key={up.id}>
                    {' ← '}
                    <Link to={`/members/${up.id}`}>{up.account}</Link>
                    {up.disabled && ` (${t.disabled})`}
                  </Fragment>
                ))}
                {line.data.more && ` ← … (${t.uplineMore})`}
              </span>
            ))}
        </Descriptions.Item>
        <Descriptions.Item label={t.direct}>{line.data?.direct}</Descriptions.Item>
        {canLimitStakes && (
          <Descriptions.Item label={t.stakeFactor}>
            {limit.data && (
              <Space wrap>
                <span>{limit.data.factor === '1' ? `1 (${t.unlimited})` : limit.data.factor}</span>
                <Button size="small" onClick={() => setEditing('factor')}>
                  {t.setStakeFactor}
                </Button>
              </Space>
            )}
          </Descriptions.Item>
        )}
      </Descriptions>
      {v && (
        <LevelDialog
          open={editing === 'level'}
          memberId={id}
          level={v.level}
          levels={v.levels}
          onClose={() => setEditing(null)}
          // The page's head shows the level too.
          onDone={() =>
            Promise.all([
              vip.refetch(),
              queryClient.invalidateQueries({ queryKey: ['member', id] }),
            ])
          }
        />
      )}
      {limit.data && (
        <FactorDialog
          open={editing === 'factor'}
          memberId={id}
          factor={limit.data.factor}
          onClose={() => setEditing(null)}
          onDone={() => limit.refetch()}
        />
      )}
    </Card>
  );
}

type DialogProps = { open: boolean; memberId: number; onClose: () => void; onDone: () => unknown };

function LevelDialog({
  open,
  memberId,
  level,
  levels,
  onClose,
  onDone,
}: DialogProps & { level: number; levels: readonly { level: number; name: string }[] }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ level: number; note?: string }>();
  const send = useSubmit();
  return (
    <Modal
      title={t.setLevel}
      open={open}
      destroyOnHidden
      confirmLoading={send.busy}
      okText={t.save}
      onCancel={onClose}
      onOk={() => void form.submit()}
    >
      {send.refusal && <Alert type="error" showIcon message={send.refusal} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ level }}
        onFinish={(values) =>
          send.submit(async () => {
            await setVipLevel(memberId, values.level, values.note?.trim() ?? '');
            void message.success(t.done);
            onClose();
            await onDone();
          })
        }
      >
        <Form.Item name="level" label={t.level} rules={[{ required: true }]}>
          <Select
            options={levels.map((l) => ({ value: l.level, label: `${l.name} (VIP ${l.level})` }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t.levelNote}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function FactorDialog({
  open,
  memberId,
  factor,
  onClose,
  onDone,
}: DialogProps & { factor: string }) {
  const { texts } = useLanguage();
  const t = texts.members;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ factor: string }>();
  const send = useSubmit();
  return (
    <Modal
      title={t.stakeFactor}
      open={open}
      destroyOnHidden
      confirmLoading={send.busy}
      okText={t.save}
      onCancel={onClose}
      onOk={() => void form.submit()}
    >
      {send.refusal && <Alert type="error" showIcon message={send.refusal} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ factor }}
        onFinish={(values) =>
          send.submit(async () => {
            await setSportsLimit(memberId, values.factor.trim());
            void message.success(t.done);
            onClose();
            await onDone();
          })
        }
      >
        <Form.Item
          name="factor"
          label={t.stakeFactor}
          extra={t.stakeFactorHint}
          rules={[{ required: true, pattern: FACTOR, message: t.stakeFactorInvalid }]}
        >
          <Input maxLength={4} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
