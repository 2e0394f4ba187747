import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assets } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { WALLET } from './keys.ts';

export const getAssets = () => apiData<Assets>('/findmed/v1/finance/assets');

export const assetsQuery = queryOptions({
  queryKey: [...WALLET, 'assets'],
  queryFn: getAssets,
});

export const useAssets = () => useQuery(assetsQuery);
