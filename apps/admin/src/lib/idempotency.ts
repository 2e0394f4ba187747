import { useRef } from 'react';
import { App } from 'antd';
import { ApiRefusal } from './api.ts';

/**
 * Actions on objects (`confirm:<order>`, `pay:<withdrawal>`), each under one Idempotency-Key: the
 * same key for every press until the action has an answer (a double click, a retry after a lost
 * answer), a new one after. A success or a refusal ends the action; a lost answer does not. Each
 * answer is told (`done` or the refusal's message), then `after` runs (the queue reads again: a
 * refusal often means someone else decided first). Answers whether the action was done, so a
 * dialog closes only then and keeps what was typed otherwise.
 */
export function useKeyedAction(done: string, after: () => Promise<unknown>) {
  const keys = useRef(new Map<string, string>());
  const { message } = App.useApp();
  return async (action: string, run: (key: string) => Promise<unknown>): Promise<boolean> => {
    let key = keys.current.get(action);
    if (!key) keys.current.set(action, (key = crypto.randomUUID()));
    try {
      await run(key);
      keys.current.delete(action);
      void message.success(done);
      await after();
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiRefusal) {
        keys.current.delete(action);
        await after();
      }
      return false;
    }
  };
}
