import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MemberLimits } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { SESSION_KEY } from '../../../lib/api/keys.ts';
import { PROTECTION } from './keys.ts';

export const getLimits = () => apiData<MemberLimits>('/findmed/v1/member/limits');

export const limitsQuery = () =>
  queryOptions({ queryKey: [...PROTECTION, 'limits'], queryFn: getLimits });

/** The member's limits, the changes waiting for confirmation, and any time-out or exclusion. */
export const useLimits = () => useQuery(limitsQuery());

/**
 * A change's answer is the whole view: it replaces the cached one, no second read needed. A
 * session-time limit moves this session's end; the reality check reads its interval there.
 */
export function keepLimits(client: QueryClient, limits: MemberLimits): void {
  client.setQueryData(limitsQuery().queryKey, limits);
  void client.invalidateQueries({ queryKey: SESSION_KEY });
}
