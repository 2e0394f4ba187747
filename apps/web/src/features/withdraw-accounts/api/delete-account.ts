import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client.ts';
import { cardsKey } from './get-cards.ts';

/** Removes a withdrawal account of any kind. */
export const deleteAccount = (params: { id: number }) =>
  apiData<null>('/findmed/v1/member/cards/delete', { body: params });

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => client.invalidateQueries({ queryKey: cardsKey }),
  });
}
