import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';

export type PreInfo = { customer_service: string };

export const getPreInfo = () => apiData<PreInfo>('/f/v1/member/preInfo');

// Spec §7/§9: pre-info is cached and fresh for 60 s.
export const preInfoQuery = queryOptions({
  queryKey: ['member', 'preInfo'],
  queryFn: getPreInfo,
  staleTime: 60_000,
});

export const usePreInfo = () => useQuery(preInfoQuery);
