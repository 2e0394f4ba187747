import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionRecord } from '@kirin/contract';
import { ME } from '../../../lib/api/keys.ts';
import { apiData } from '../../../lib/api-client.ts';

export const getTransaction = (id: string) =>
  apiData<TransactionRecord>('/findmed/v1/records/transaction', { query: { id } });

export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: [...ME, 'records', 'transaction', id],
    queryFn: () => getTransaction(id),
  });

export const useTransaction = (id: string) => useQuery(transactionQuery(id));
