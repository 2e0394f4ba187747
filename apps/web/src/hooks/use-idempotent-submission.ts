import { useCallback, useRef, useState } from 'react';
import { ApiRefusal, SessionExpiredError } from '../lib/api-client.ts';

/** A v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * True when the server answered, so that what it did is known: a new press is a new request.
 * After a timeout, a network failure or a server fault the request may or may not have been
 * carried out, and only a replay under the same key is safe.
 */
export function isSettledOutcome(error: unknown): boolean {
  return error instanceof ApiRefusal || error instanceof SessionExpiredError;
}

export type Attempt<P> = { fingerprint: string; key: string; payload: P };

/** Where an attempt outlives the component: a store kept across reloads (the bet slip's). */
export type AttemptKeeper<P> = {
  read: () => Attempt<P> | null;
  write: (attempt: Attempt<P> | null) => void;
};

/**
 * The Idempotency-Key of a money-moving form (API.md). One key per submission attempt: pressing
 * again with unchanged values after an unknown outcome replays the same key and the very same
 * body (an encrypted password is not encrypted again, since RSA-OAEP gives new bytes every time);
 * changed values get a new key. `settle` after an answer, so the next press is a new attempt.
 * With a `keeper` the attempt also survives leaving the page or reloading it while the request
 * was under way (a live bet waits several seconds for its answer): the press after returning
 * replays it instead of placing it twice.
 */
export function useIdempotentSubmission<P>(keeper?: AttemptKeeper<P>) {
  const local = useRef<Attempt<P> | null>(null);
  // Without a keeper the attempt lives in a ref, which is a keeper of its own.
  const [own] = useState<AttemptKeeper<P>>(() => ({
    read: () => local.current,
    write: (attempt) => {
      local.current = attempt;
    },
  }));
  const { read, write } = keeper ?? own;

  const prepare = useCallback(
    async (
      fingerprint: string,
      build: () => P | Promise<P>,
    ): Promise<{ key: string; payload: P }> => {
      const current = read();
      if (current && current.fingerprint === fingerprint) return current;
      const payload = await build();
      const next = { fingerprint, key: newIdempotencyKey(), payload };
      write(next);
      return next;
    },
    [read, write],
  );

  const settle = useCallback(() => write(null), [write]);

  return { prepare, settle };
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Sends a POST under an Idempotency-Key (API.md): a press repeated after an unknown outcome
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
