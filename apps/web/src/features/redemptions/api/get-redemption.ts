import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redemption } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { REDEMPTIONS } from './keys.ts';

export const getRedemption = (id: string) =>
  apiData<Redemption>('/findmed/v1/records/redemption', { query: { id } });

export const redemptionQuery = (id: string) =>
  queryOptions({ queryKey: [...REDEMPTIONS, 'one', id], queryFn: () => getRedemption(id) });

export const useRedemption = (id: string) => useQuery(redemptionQuery(id));
