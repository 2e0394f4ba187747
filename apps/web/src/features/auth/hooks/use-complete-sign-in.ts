import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ME } from '../../../lib/api/keys.ts';
import { memberInfoKey } from '../../../lib/api/get-member-info.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import type { AuthResult } from '../api/login.ts';

/**
 * After log-in or registration: the token (the client has already taken it from the `id`
 * header; the body's copy is the same), the member in the store and in the query cache, and no
 * data of whoever was signed in before.
 */
export function useCompleteSignIn() {
  const client = useQueryClient();
  return useCallback(
    (result: AuthResult) => {
      const store = useSessionStore.getState();
      // Whoever was signed in before leaves nothing behind (balance, withdraw config, timers).
      const token = result.token || store.token;
      store.clearSession();
      client.removeQueries({ queryKey: ME });
      store.setToken(token);
      store.setMemberInfo(result.member);
      client.setQueryData(memberInfoKey, result.member);
    },
    [client],
  );
}
