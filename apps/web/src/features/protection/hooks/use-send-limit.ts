import { useCallback } from 'react';
import type { MemberLimits } from '@kirin/contract';
import { useConfirmLimit } from '../api/confirm-limit.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';

/** A limits mutation sent under an Idempotency-Key, its params being the attempt's fingerprint. */
function useKeyedLimits<P>(
  mutateAsync: (variables: { params: P; key: string }) => Promise<MemberLimits>,
) {
  const keyed = useKeyedSend(
    useCallback((params: P, key: string) => mutateAsync({ params, key }), [mutateAsync]),
  );
  return useCallback((params: P) => keyed(JSON.stringify(params), () => params), [keyed]);
}

/** Sets one limit under an Idempotency-Key; resolves with the whole view after the change. */
export const useSendLimit = () => useKeyedLimits(useSetLimit().mutateAsync);

/** Confirms one waiting change under an Idempotency-Key. */
export const useSendConfirm = () => useKeyedLimits(useConfirmLimit().mutateAsync);
