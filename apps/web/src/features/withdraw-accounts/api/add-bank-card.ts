import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoKey } from '../../../lib/api/get-member-info.ts';
import { apiData } from '../../../lib/api-client.ts';
import { cardsKey, type BankCard } from './get-cards.ts';

/** `bankCode` is a node id of tree 010; `wpassword` (encrypted) where the site has them on. */
export type AddBankCardParams = {
  bankCode: string;
  cardNo: string;
  holder: string;
  branch: string;
  wpassword?: string;
};

export const addBankCard = (params: AddBankCardParams) =>
  apiData<BankCard>('/findmed/v1/member/cards/bank', { body: params });

export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cardsKey }),
        // The first card sets the member's real name.
        client.invalidateQueries({ queryKey: memberInfoKey }),
      ]),
  });
}
