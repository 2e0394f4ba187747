import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberLimits } from '@kirin/contract';
import { IDEMPOTENCY_HEADER } from '../../../hooks/use-idempotent-submission.ts';
import { apiData } from '../../../lib/api-client.ts';
import { keepLimits } from './get-limits.ts';

export type LimitKind = MemberLimits['pending'][number]['kind'];
export type MoneyKind = 'deposit' | 'loss' | 'wager';
export type LimitPeriod = 'day' | 'week' | 'month';

/**
 * `period` only for the money kinds; `amount` a decimal string (money), whole minutes (session,
 * realityCheck), or null to remove the limit.
 */
export type SetLimitParams = {
  kind: LimitKind;
  period: LimitPeriod | null;
  amount: string | number | null;
};

/**
 * Sets, lowers, raises or removes one limit; the answer is the whole view again. Sent as JSON:
 * the form encoding has no null, and null is how a removal is asked for (API.md).
 */
export const setLimit = (params: SetLimitParams, idempotencyKey: string) =>
  apiData<MemberLimits>('/findmed/v1/member/limits', {
    body: params,
    json: true,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ params, key }: { params: SetLimitParams; key: string }) => setLimit(params, key),
    onSuccess: (limits) => keepLimits(client, limits),
  });
}
