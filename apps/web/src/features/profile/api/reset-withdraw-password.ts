import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeChannel } from '@kirin/contract';
import { withdrawConfigKey } from '../../../lib/api/get-withdraw-config.ts';
import { apiData } from '../../../lib/api-client.ts';

/** Forgot the withdrawal password: a code (purpose withdraw) and a new one (encrypted). */
export type ResetWithdrawPasswordParams = { type: CodeChannel; code: string; wpassword: string };

export const resetWithdrawPassword = (params: ResetWithdrawPasswordParams) =>
  apiData<null>('/f/v1/withdraw/password/reset', { body: params });

export function useResetWithdrawPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetWithdrawPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawConfigKey }),
  });
}
