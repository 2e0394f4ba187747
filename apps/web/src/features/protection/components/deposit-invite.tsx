import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MemberLimits } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { useLimits } from '../api/get-limits.ts';
import { dismissInvite, isInviteDismissed } from '../lib/invite.ts';
import { DepositLimitInvite, RESPONSIBLE_PATH } from './deposit-limit-invite.tsx';

/**
 * Whether to invite: no deposit limit in force or asked for, and nothing stopping deposits anyway.
 * Whether the member has deposited is not known here without another request, so "later" is what
 * ends the invitation (remembered per member), as does setting a limit.
 */
function wantsInvite(limits: MemberLimits): boolean {
  const { day, week, month } = limits.deposit;
  if (day !== null || week !== null || month !== null) return false;
  if (limits.pending.some((p) => p.kind === 'deposit')) return false;
  return limits.timeoutUntil === null && limits.excludedUntil === null;
}

/** The deposit page's invitation: shown above the form until set or put off. */
export function DepositInvite() {
  const navigate = useNavigate();
  const member = useSessionStore((s) => s.memberInfo?.username);
  const limits = useLimits();
  const [later, setLater] = useState(false);
  // Nothing to show until both are known; a failed read shows nothing (the form matters more).
  if (!limits.data || member === undefined) return null;
  if (later || isInviteDismissed(member) || !wantsInvite(limits.data)) return null;
  return (
    <DepositLimitInvite
      onSet={() => void navigate(RESPONSIBLE_PATH)}
      onLater={() => {
        dismissInvite(member);
        setLater(true);
      }}
    />
  );
}

/** The small line under the deposit form leading to the limits. */
export function DepositLimitLink() {
  const { t } = useTranslation();
  return (
    <p className="rg-deposit-link">
      <Link to={RESPONSIBLE_PATH}>{t('protection.invite.link')}</Link>
    </p>
  );
}
