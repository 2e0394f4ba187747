import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawConfigKey } from '../../../lib/api/get-withdraw-config.ts';
import { apiData } from '../../../lib/api-client.ts';

/** The first withdrawal password (`wpassword` encrypted). */
export const setWithdrawPassword = (params: { wpassword: string }) =>
  apiData<null>('/f/v1/withdraw/password/set', { body: params });

export function useSetWithdrawPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawConfigKey }),
  });
}
