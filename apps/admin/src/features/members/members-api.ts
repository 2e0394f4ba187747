import type {
  AdminMember,
  AdminMemberDetail,
  AdminMemberSession,
  AdminMemberWallet,
} from '@kirin/contract';
import { api, type Page } from '../../lib/api.ts';

export type MemberRow = AdminMember;
export type MemberSession = AdminMemberSession;
export type MemberDetail = AdminMemberDetail;
export type MemberWallet = AdminMemberWallet;

/** A phone as operators dial it: "+86 13800138000". */
export const phoneOf = (m: AdminMember): string =>
  m.phone ? `${m.areaCode ? `+${m.areaCode} ` : ''}${m.phone}` : '';

export type MemberSearch = { site?: string; q?: string };

export const searchMembers = (filter: MemberSearch, page: number, size: number) =>
  api<Page<MemberRow>>('/members', { query: { ...filter, page, size } });

export const readMember = (id: number) => api<MemberDetail>(`/members/${id}`);

export const readMemberWallet = (id: number) => api<MemberWallet>(`/members/${id}/wallet`);

export const setMemberDisabled = (id: number, disabled: boolean, reason: string) =>
  api<{ disabled: boolean }>(`/members/${id}/${disabled ? 'disable' : 'enable'}`, {
    body: { reason },
  });
