import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DepositOrder } from '@kirin/contract';
import { apiData } from '../../../lib/api-client.ts';
import { uploadImage } from '../../../lib/api/upload-image.ts';
import { depositOrderQuery } from './get-deposit-order.ts';

/**
 * “我已付款” on a bank order: the receipt image first (the member's own upload), then the claim.
 * Moves no money, so no Idempotency-Key: saying it twice changes nothing.
 */
export function useClaimPaid(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (receipt: File | null) => {
      const uploaded = receipt ? await uploadImage(receipt) : null;
      return apiData<DepositOrder>('/findmed/v1/finance/deposit/paid', {
        body: { id: orderId, ...(uploaded ? { receipt: String(uploaded.id) } : {}) },
      });
    },
    onSuccess: (order) => client.setQueryData(depositOrderQuery(orderId).queryKey, order),
  });
}
