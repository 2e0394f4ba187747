import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PromoApplyResult } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { PROMOTIONS } from './keys.ts';

export const applyPromo = (id: number) =>
  apiData<PromoApplyResult>('/findmed/v1/promo/apply', { body: { id } });

/**
 * Applies; afterwards every activity query is asked again (the application's state shows on the
 * list and the detail), and the balance too when the bonus was paid at once.
 */
export function useApplyPromo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPromo,
    onSuccess: (result) => {
      if (result.application.state === 'approved') void balanceRefresher.run(true);
    },
    onSettled: () => client.invalidateQueries({ queryKey: PROMOTIONS }),
  });
}
