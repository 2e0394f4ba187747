import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoKey } from '../../../lib/api/get-member-info.ts';
import { apiData } from '../../../lib/api-client.ts';
import { cardsKey, type AlipayAccount } from './get-cards.ts';

export type AddAlipayAccountParams = { account: string; holder: string; wpassword?: string };

export const addAlipayAccount = (params: AddAlipayAccountParams) =>
  apiData<AlipayAccount>('/findmed/v1/member/cards/alipay', { body: params });

export function useAddAlipayAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAlipayAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cardsKey }),
        client.invalidateQueries({ queryKey: memberInfoKey }),
      ]),
  });
}
