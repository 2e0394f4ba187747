import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Space,
  Spin,
  Statistic,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { MemberBets } from './member-bets.tsx';
import { MemberLedger } from './member-ledger.tsx';
import { MemberNotes } from './member-notes.tsx';
import { MemberProtection } from './member-protection.tsx';
import { MemberStanding } from './member-standing.tsx';
import {
  readMember,
  readMemberWallet,
  resetWithdrawPassword,
  setMemberDisabled,
  type MemberDetail,
  type MemberSession,
  phoneOf,
} from './members-api.ts';

/** A tab the app adds to a member's page from another feature (their deposits, withdrawals). */
export type MemberTab = { key: string; label: string; render: (member: MemberDetail) => ReactNode };

/**
 * One member: profile, VIP and agent line, wallet, sessions, ledger, bets, notes, and the tabs
 * other features add; disable or enable, or reset the withdrawal password, with a reason. Opening
 * the page and each of its lists is a personal-data read the server keeps in the audit log.
 */
export function MemberPage({
  id,
  tabs,
  canDisable,
  canSetLevel = false,
  canLimitStakes = false,
  auditLink,
}: {
  id: number;
  tabs: MemberTab[];
  /** The operator reads the audit log: the page links to this member's entries. */
  auditLink: boolean;
  /**
   * The operator's role may disable and enable members and reset their withdrawal password
   * (administrators and support).
   */
  canDisable: boolean;
  /** The role may set the VIP level by hand (administrators and finance). */
  canSetLevel?: boolean;
  /** The role may read and set the sportsbook stake factor (administrators). */
  canLimitStakes?: boolean;
}) {
  const { texts } = useLanguage();
  const t = texts.members;
  const member = useQuery({ queryKey: ['member', id], queryFn: () => readMember(id) });
  const wallet = useQuery({
    queryKey: ['member-wallet', id],
    queryFn: () => readMemberWallet(id),
  });
  const [deciding, setDeciding] = useState<'state' | 'withdraw-password' | null>(null);
  const act = useKeyedAction(t.done, () => member.refetch());

  if (member.isPending) return <Spin />;
  if (member.isError) return <Alert type="error" showIcon message={member.error.message} />;
  const m = member.data;

  const sessionColumns = [
    { title: t.sessionStarted, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    { title: t.sessionSeen, dataIndex: 'lastSeenAt', render: (at: string) => formatTime(at) },
    { title: 'IP', dataIndex: 'ip' },
    { title: t.device, dataIndex: 'deviceNo' },
    {
      title: t.sessionEnded,
      render: (_: unknown, s: MemberSession) =>
        s.live ? (
          <Tag color="green">{t.sessionLive}</Tag>
        ) : (
          `${formatTime(s.endedAt ?? s.expiresAt)} ${s.endReason ?? ''}`
        ),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Link to="/members">← {t.back}</Link>
      <Space wrap align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {m.account}
        </Typography.Title>
        <Tag>{m.siteCode}</Tag>
        <Tag color="gold">VIP {m.vipLevel}</Tag>
        {m.disabled ? <Tag color="red">{t.disabled}</Tag> : <Tag color="green">{t.active}</Tag>}
        {auditLink && <Link to={`/audit?member=${m.id}`}>{t.audit}</Link>}
        {canDisable && (
          <Button danger={!m.disabled} onClick={() => setDeciding('state')}>
            {m.disabled ? t.enable : t.disable}
          </Button>
        )}
        {canDisable && m.withdrawPasswordSet && (
          <Button onClick={() => setDeciding('withdraw-password')}>
            {t.resetWithdrawPassword}
          </Button>
        )}
      </Space>
      <Card title={t.profile} size="small">
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
          <Descriptions.Item label="ID">{m.id}</Descriptions.Item>
          <Descriptions.Item label={t.realName}>{m.realName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t.phone}>{phoneOf(m)}</Descriptions.Item>
          <Descriptions.Item label={t.email}>{m.email ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t.inviteCode}>{m.inviteCode}</Descriptions.Item>
          <Descriptions.Item label={t.inviter}>{m.inviter?.account ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t.registered}>{formatTime(m.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t.lastLogin}>{formatTime(m.lastLoginAt)}</Descriptions.Item>
          <Descriptions.Item label={t.lastLoginIp}>{m.lastLoginIp ?? ''}</Descriptions.Item>
          <Descriptions.Item label={t.withdrawPassword}>
            {m.withdrawPasswordSet ? t.set : t.notSet}
          </Descriptions.Item>
          <Descriptions.Item label={t.marketing}>
            {m.marketingMessages ? t.yes : t.no}
          </Descriptions.Item>
          <Descriptions.Item label={t.adult}>{formatTime(m.adultConfirmedAt)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <MemberStanding member={m} canSetLevel={canSetLevel} canLimitStakes={canLimitStakes} />
      <MemberProtection id={m.id} currency={wallet.data?.currency} />
      <Card title={t.wallet} size="small">
        {wallet.isError && <Alert type="error" showIcon message={wallet.error.message} />}
        {wallet.data && (
          <Space size={48} wrap>
            <Statistic
              title={t.central}
              value={formatAmount(wallet.data.central, wallet.data.currency)}
            />
            <Statistic
              title={t.locked}
              value={formatAmount(wallet.data.locked, wallet.data.currency)}
            />
            <Statistic
              title={t.inTransit}
              value={formatAmount(wallet.data.inTransit, wallet.data.currency)}
            />
            {wallet.data.venues.map((v) => (
              <Statistic
                key={v.code}
                title={v.code}
                value={formatAmount(v.balance, wallet.data.currency)}
              />
            ))}
            <Statistic
              title={t.total}
              value={formatAmount(wallet.data.total, wallet.data.currency)}
            />
            <Statistic
              title={t.turnover}
              value={formatAmount(wallet.data.turnover.remaining, wallet.data.currency)}
              suffix={`/ ${formatAmount(wallet.data.turnover.required, wallet.data.currency)}`}
            />
          </Space>
        )}
      </Card>
      <Tabs
        items={[
          {
            key: 'sessions',
            label: t.sessions,
            children: (
              <Table<MemberSession>
                rowKey="id"
                size="small"
                pagination={false}
                columns={sessionColumns}
                dataSource={m.sessions}
              />
            ),
          },
          { key: 'ledger', label: t.ledger, children: <MemberLedger memberId={m.id} /> },
          {
            key: 'bets',
            label: t.bets,
            children: <MemberBets memberId={m.id} currency={wallet.data?.currency ?? ''} />,
          },
          ...tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render(m) })),
          { key: 'notes', label: t.notes, children: <MemberNotes memberId={m.id} /> },
        ]}
      />
      <ReasonDialog
        title={`${m.disabled ? t.enable : t.disable} ${m.account}`}
        label={m.disabled ? t.reasonEnable : t.reasonDisable}
        required={t.reasonRequired}
        open={deciding === 'state'}
        onCancel={() => setDeciding(null)}
        onSubmit={async (reason) => {
          const action = m.disabled ? 'enable' : 'disable';
          const done = await act(`${action}:${m.id}`, () =>
            setMemberDisabled(m.id, !m.disabled, reason),
          );
          if (done) setDeciding(null);
          return done;
        }}
      />
      <ReasonDialog
        title={`${t.resetWithdrawPassword} ${m.account}`}
        label={t.reasonResetWithdrawPassword}
        required={t.reasonRequired}
        open={deciding === 'withdraw-password'}
        onCancel={() => setDeciding(null)}
        onSubmit={async (reason) => {
          const done = await act(`withdraw-password:${m.id}`, () =>
            resetWithdrawPassword(m.id, reason),
          );
          if (done) setDeciding(null);
          return done;
        }}
      />
    </Space>
  );
}
