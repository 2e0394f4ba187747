import type { AdminMember, AdminMemberDetail, AdminMemberSession } from '@kirin/contract';
import type { MemberListRow } from './member-admin.repository.ts';
import type { MemberRow } from './member.repository.ts';
import type { MemberSessionRow } from './session.repository.ts';

// What operators see of a member (issue 20's console): contact details unmasked, each read of
// them in the audit trail (the routes' `personalData`). No password hash leaves this file.

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function adminMemberView(row: MemberListRow): AdminMember {
  return {
    id: row.id,
    siteCode: row.siteCode,
    account: row.account,
    realName: row.realName,
    areaCode: row.areaCode,
    phone: row.phone,
    email: row.email,
    vipLevel: row.vipLevel,
    inviteCode: row.inviteCode,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

function adminSessionView(row: MemberSessionRow & { live: boolean }): AdminMemberSession {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
    live: row.live,
    ip: row.ip,
    deviceNo: row.deviceNo,
  };
}

export function adminMemberDetailView(
  row: MemberRow,
  inviter: { id: number; account: string } | null,
  sessions: readonly (MemberSessionRow & { live: boolean })[],
): AdminMemberDetail {
  return {
    ...adminMemberView(row),
    inviter,
    marketingMessages: row.marketingMessages,
    lastLoginIp: row.lastLoginIp,
    withdrawPasswordSet: row.withdrawPasswordHash !== null,
    adultConfirmedAt: row.adultConfirmedAt.toISOString(),
    disabledAt: iso(row.disabledAt),
    sessions: sessions.map(adminSessionView),
  };
}
