import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawConfigKey } from '../../../lib/api/get-withdraw-config.ts';
import { apiData } from '../../../lib/api-client.ts';

/** Change with the old one; both encrypted. */
export const updateWithdrawPassword = (params: { oldWpassword: string; wpassword: string }) =>
  apiData<null>('/f/v1/withdraw/password/update', { body: params });

export function useUpdateWithdrawPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWithdrawPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawConfigKey }),
  });
}
