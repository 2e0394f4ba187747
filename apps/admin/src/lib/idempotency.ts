import { useRef } from 'react';

/**
 * One Idempotency-Key per intended action on one object: the same key for every press until the
 * action has an answer (a double click, a retry after a timeout), a new one after. `done` forgets
 * it; a refusal or a success ends the action, a lost answer does not.
 */
export function useActionKeys(): { key: (on: string) => string; done: (on: string) => void } {
  const keys = useRef(new Map<string, string>());
  return {
    key: (on) => {
      let key = keys.current.get(on);
      if (!key) keys.current.set(on, (key = crypto.randomUUID()));
      return key;
    },
    done: (on) => {
      keys.current.delete(on);
    },
  };
}
