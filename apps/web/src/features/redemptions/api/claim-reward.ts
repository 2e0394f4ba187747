import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClaimKind, Redemption } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { REDEMPTIONS, VIP_STANDING } from './keys.ts';

export type ClaimParams = { kind: ClaimKind; period: string };

export const claimReward = (params: ClaimParams) =>
  apiData<Redemption>('/findmed/v1/rewards/claim', { body: params });

/**
 * Claims one reward. Whatever the answer (a refusal may mean it was claimed elsewhere), the
 * rewards to claim and the records are asked for again; a credit also moves the balance.
 */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: () => void balanceRefresher.run(true),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: VIP_STANDING }),
        client.invalidateQueries({ queryKey: REDEMPTIONS }),
      ]),
  });
}
