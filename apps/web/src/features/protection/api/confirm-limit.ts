import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberLimits } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { SESSION_KEY } from '../../../lib/api/keys.ts';
import { limitsQuery } from './get-limits.ts';
import type { LimitKind, LimitPeriod } from './set-limit.ts';

export type ConfirmLimitParams = { kind: LimitKind; period: LimitPeriod | null };

/** Confirms a raise or removal whose 24 hours are over (else LIMIT_NOT_CONFIRMABLE). */
export const confirmLimit = (params: ConfirmLimitParams, idempotencyKey: string) =>
  apiData<MemberLimits>('/findmed/v1/member/limits/confirm', {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** The answer is the whole view: it replaces the cached one, no second read needed. */
export function useConfirmLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params, key }: { params: ConfirmLimitParams; key: string }) =>
      confirmLimit(params, key),
    onSuccess: (limits) => {
      client.setQueryData(limitsQuery().queryKey, limits);
      // A session-time limit moves this session's end; the reality check reads its interval there.
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
