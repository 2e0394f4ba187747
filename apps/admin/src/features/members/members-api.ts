import type {
  AdminAgentLine,
  AdminLedgerEntry,
  AdminMember,
  AdminMemberDetail,
  AdminMemberNote,
  AdminMemberSession,
  AdminMemberState,
  AdminMemberVip,
  AdminMemberWallet,
  AdminSportsLimit,
  BetRecord,
  BetRecordPage,
  MemberLedgerKind,
  MemberLimits,
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
  api<AdminMemberState>(`/members/${id}/${disabled ? 'disable' : 'enable'}`, {
    body: { reason },
  });

/** The member sets a new one before they withdraw again (the member site asks them to). */
export const resetWithdrawPassword = (id: number, reason: string) =>
  api<AdminMemberState>(`/members/${id}/reset-withdraw-password`, { body: { reason } });

export type LedgerEntry = AdminLedgerEntry;
export type LedgerFilter = { kind?: MemberLedgerKind; from?: string; to?: string };

export const readLedger = (id: number) => (filter: LedgerFilter, page: number, size: number) =>
  api<Page<LedgerEntry>>(`/members/${id}/ledger`, { query: { ...filter, page, size } });

export type Bet = BetRecord;
export type BetFilter = {
  source?: 'sports' | 'venue';
  state?: BetRecord['state'];
  from?: string;
  to?: string;
};

export const readBets = (id: number) => (filter: BetFilter, page: number, size: number) =>
  api<BetRecordPage>(`/members/${id}/bets`, { query: { ...filter, page, size } }).then(
    (answer) => ({ ...answer, list: [...answer.list] }),
  );

export type MemberNote = AdminMemberNote;

export const readNotes = (id: number) => (_filter: object, page: number, size: number) =>
  api<Page<MemberNote>>(`/members/${id}/notes`, { query: { page, size } });

export const addNote = (id: number, text: string) =>
  api<MemberNote>(`/members/${id}/notes`, { body: { text } });

export type MemberVip = AdminMemberVip;

export const readVip = (id: number) => api<MemberVip>(`/members/${id}/vip`);

export const setVipLevel = (id: number, level: number, note: string) =>
  api<{ from: number; to: number }>(`/members/${id}/vip-level`, { body: { level, note } });

export type AgentLine = AdminAgentLine;

export const readProtection = (id: number) => api<MemberLimits>(`/members/${id}/protection`);

export const readAgentLine = (id: number) => api<AgentLine>(`/members/${id}/agent-line`);

export const readSportsLimit = (id: number) => api<AdminSportsLimit>(`/members/${id}/sports-limit`);

export const setSportsLimit = (id: number, factor: string) =>
  api<AdminSportsLimit>(`/members/${id}/sports-limit`, { body: { factor } });
