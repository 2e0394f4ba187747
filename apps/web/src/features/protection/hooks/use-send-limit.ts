import { useCallback } from 'react';
import { useConfirmLimit, type ConfirmLimitParams } from '../api/confirm-limit.ts';
import { useSetLimit, type SetLimitParams } from '../api/set-limit.ts';
import { useKeyedSend } from './use-keyed-send.ts';

/** Sets one limit under an Idempotency-Key; resolves with the whole view after the change. */
export function useSendLimit() {
  const { mutateAsync } = useSetLimit();
  const keyed = useKeyedSend(
    useCallback(
      (params: SetLimitParams, key: string) => mutateAsync({ params, key }),
      [mutateAsync],
    ),
  );
  return useCallback(
    (params: SetLimitParams) => keyed(JSON.stringify(params), () => params),
    [keyed],
  );
}

/** Confirms one waiting change under an Idempotency-Key. */
export function useSendConfirm() {
  const { mutateAsync } = useConfirmLimit();
  const keyed = useKeyedSend(
    useCallback(
      (params: ConfirmLimitParams, key: string) => mutateAsync({ params, key }),
      [mutateAsync],
    ),
  );
  return useCallback(
    (params: ConfirmLimitParams) => keyed(JSON.stringify(params), () => params),
    [keyed],
  );
}
