import { maskEmail, maskPhone } from '../../../lib/masks.ts';
import type { MemberRow } from './member.repository.ts';

/** `GET /member/token`: what a member sees of themselves. Contact details are masked. */
export function memberInfo(row: MemberRow) {
  return {
    id: row.id,
    username: row.account,
    qq: row.avatarUrl,
    realName: row.realName ?? '',
    areaCode: row.areaCode ?? '',
    phone: row.phone ? maskPhone(row.phone) : '',
    email: row.email ? maskEmail(row.email) : '',
    vipLevel: row.vipLevel,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    inviteCode: row.inviteCode,
    createdAt: row.createdAt.toISOString(),
  };
}
export type MemberInfo = ReturnType<typeof memberInfo>;

/** The audit trail's picture of a member: no secrets, contact details masked. */
export function memberAuditView(row: MemberRow) {
  const { id, username, realName, phone, email, vipLevel } = memberInfo(row);
  return { id, account: username, realName, phone, email, vipLevel, disabled: !!row.disabledAt };
}
