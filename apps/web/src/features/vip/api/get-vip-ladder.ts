import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipLadder } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { VIP } from './keys.ts';

export const getVipLadder = () => apiData<VipLadder>('/findmed/v1/member/vips/list');

export const vipLadderQuery = () =>
  queryOptions({ queryKey: [...VIP, 'ladder'], queryFn: getVipLadder });

/** Every level of the site with its thresholds and privileges, lowest first. */
export const useVipLadder = () => useQuery(vipLadderQuery());
