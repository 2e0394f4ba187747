import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberLimits } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { keepLimits } from './get-limits.ts';
import type { LimitKind, LimitPeriod } from './set-limit.ts';

export type ConfirmLimitParams = { kind: LimitKind; period: LimitPeriod | null };

/** Confirms a raise or removal whose 24 hours are over (else LIMIT_NOT_CONFIRMABLE). */
export const confirmLimit = (params: ConfirmLimitParams, idempotencyKey: string) =>
  apiData<MemberLimits>('/findmed/v1/member/limits/confirm', {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params, key }: { params: ConfirmLimitParams; key: string }) =>
      confirmLimit(params, key),
    onSuccess: (limits) => keepLimits(client, limits),
  });
}
