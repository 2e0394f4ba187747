import { useCallback } from 'react';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';

/**
 * Sends a member POST under an Idempotency-Key (API.md): a press repeated after an unknown outcome
 * (timeout, network) replays the same key and body; once the server has answered, the next press
 * is a new request. `build` makes the body for a new attempt (an encrypted password is made once
 * per attempt, since each encryption gives new bytes).
 */
export function useKeyedSend<P, R>(send: (params: P, key: string) => Promise<R>) {
  const { prepare, settle } = useIdempotentSubmission<P>();
  return useCallback(
    async (fingerprint: string, build: () => P | Promise<P>): Promise<R> => {
      const { key, payload } = await prepare(fingerprint, build);
      try {
        const result = await send(payload, key);
        settle();
        return result;
      } catch (error) {
        if (isSettledOutcome(error)) settle();
        throw error;
      }
    },
    [prepare, send, settle],
  );
}
