import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsdtNetwork } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { cardsKey, type VirtualAccount } from './get-cards.ts';

export type AddVirtualAccountParams = { network: UsdtNetwork; address: string; wpassword?: string };

export const addVirtualAccount = (params: AddVirtualAccountParams) =>
  apiData<VirtualAccount>('/findmed/v1/member/cards/virtual', { body: params });

export function useAddVirtualAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addVirtualAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: cardsKey }),
  });
}
