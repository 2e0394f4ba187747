import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../stores/session-store.ts';
import { apiData } from '../api-client.ts';
import { ME } from './keys.ts';

/** The member as `/member/token` answers (masked phone and email; '' when unset). */
export type MemberProfile = {
  id: number;
  username: string;
  /** Avatar URL, or ''. */
  qq: string;
  /** '' until the member sets it (once: it is locked afterwards). */
  realName: string;
  areaCode: string;
  phone: string;
  email: string;
  vipLevel: number;
  lastLoginAt: string | null;
  inviteCode: string;
  createdAt: string;
};

/** Fetches member info and keeps the latest copy in the session store (spec §4). */
export async function getMemberInfo(): Promise<MemberProfile> {
  const member = await apiData<MemberProfile>('/findmed/v1/member/token');
  useSessionStore.getState().setMemberInfo(member);
  return member;
}

export const memberInfoKey = [...ME, 'info'] as const;

export const memberInfoQuery = queryOptions({
  queryKey: memberInfoKey,
  queryFn: getMemberInfo,
  staleTime: 30_000,
});

export const useMemberInfo = () => useQuery(memberInfoQuery);
