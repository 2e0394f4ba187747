import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { MemberLimits } from '@kirin/contract';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatAmount, formatTime } from '../../lib/format.ts';
import { readProtection } from './members-api.ts';

const MONEY_KINDS = ['deposit', 'loss', 'wager'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

/**
 * The member's own limits, the raises waiting out their 24 hours, and any time-out or
 * self-exclusion: read only, since only the member sets them (and none can be loosened at once).
 */
export function MemberProtection({ id, currency }: { id: number; currency?: string }) {
  const { texts } = useLanguage();
  const t = texts.members.protection;
  const state = useQuery({
    queryKey: ['member-protection', id],
    queryFn: () => readProtection(id),
  });
  const minutes = (n: number | null) => (n === null ? t.none : fill(t.minutes, { n }));
  const pendingAmount = (p: MemberLimits['pending'][number]) =>
    p.amount === null
      ? t.removal
      : typeof p.amount === 'number'
        ? fill(t.minutes, { n: p.amount })
        : formatAmount(p.amount, currency);
  const pendingKind = (p: MemberLimits['pending'][number]) =>
    p.kind === 'session'
      ? t.session
      : p.kind === 'realityCheck'
        ? t.realityCheck
        : `${t.kinds[p.kind]} · ${p.period ? t.periods[p.period] : ''}`;

  return (
    <Card
      title={t.title}
      size="small"
      extra={<Typography.Text type="secondary">{t.hint}</Typography.Text>}
    >
      {state.isError && <Alert type="error" showIcon message={state.error.message} />}
      {state.data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            {state.data.timeoutUntil && (
              <Tag color="orange">
                {t.timeout} {formatTime(state.data.timeoutUntil)}
              </Tag>
            )}
            {state.data.excludedUntil && (
              <Tag color="red">
                {t.excluded}{' '}
                {state.data.excludedUntil === 'permanent'
                  ? t.permanent
                  : formatTime(state.data.excludedUntil)}
              </Tag>
            )}
            {!state.data.timeoutUntil && !state.data.excludedUntil && <Tag>{t.free}</Tag>}
          </Space>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" bordered>
            {MONEY_KINDS.flatMap((kind) =>
              PERIODS.map((period) => {
                const amount = state.data[kind][period];
                return (
                  <Descriptions.Item
                    key={`${kind}-${period}`}
                    label={`${t.kinds[kind]} · ${t.periods[period]}`}
                  >
                    {amount === null ? t.none : formatAmount(amount, currency)}
                  </Descriptions.Item>
                );
              }),
            )}
            <Descriptions.Item label={t.session}>
              {minutes(state.data.sessionMinutes)}
            </Descriptions.Item>
            <Descriptions.Item label={t.realityCheck}>
              {minutes(state.data.realityCheckMinutes)}
            </Descriptions.Item>
          </Descriptions>
          {state.data.pending.length > 0 && (
            <Descriptions title={t.pending} column={1} size="small">
              {state.data.pending.map((p) => (
                <Descriptions.Item key={`${p.kind}-${p.period ?? ''}`} label={pendingKind(p)}>
                  {pendingAmount(p)} ·{' '}
                  {p.confirmable
                    ? t.confirmable
                    : fill(t.waitsUntil, { at: formatTime(p.effectiveAt) })}
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </Space>
      )}
    </Card>
  );
}
