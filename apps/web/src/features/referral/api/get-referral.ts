import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

/** The member's invite link, the site's rule, and their invitees: dropped with the session (`me`). */
export const getReferral = () => apiData<ReferralSummary>('/findmed/v1/referral');

export const referralQuery = queryOptions({
  queryKey: [...ME, 'referral'],
  queryFn: getReferral,
});

export const useReferral = () => useQuery(referralQuery);
