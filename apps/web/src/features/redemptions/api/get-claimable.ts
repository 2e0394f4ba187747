import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimableRewards } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { CLAIMABLE } from './keys.ts';

export const getClaimable = () => apiData<ClaimableRewards>('/findmed/v1/rewards/claimable');

export const claimableQuery = () => queryOptions({ queryKey: CLAIMABLE, queryFn: getClaimable });

/** Rebates of the last 7 days, the birthday bonus and upgrade bonuses not yet claimed. */
export const useClaimable = () => useQuery(claimableQuery());
