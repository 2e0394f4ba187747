import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLimits } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { PROTECTION } from './keys.ts';

export const getLimits = () => apiData<MemberLimits>('/findmed/v1/member/limits');

export const limitsQuery = () =>
  queryOptions({ queryKey: [...PROTECTION, 'limits'], queryFn: getLimits });

/** The member's limits, the changes waiting for confirmation, and any time-out or exclusion. */
export const useLimits = () => useQuery(limitsQuery());
