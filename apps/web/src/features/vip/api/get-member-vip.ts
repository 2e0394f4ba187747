import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberVip } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { VIP } from './keys.ts';

export const getMemberVip = () => apiData<MemberVip>('/findmed/v1/member/vips');

export const memberVipQuery = () =>
  queryOptions({ queryKey: [...VIP, 'mine'], queryFn: getMemberVip });

/** The member's level, totals, progress to the next level, privileges and birthday. */
export const useMemberVip = () => useQuery(memberVipQuery());
