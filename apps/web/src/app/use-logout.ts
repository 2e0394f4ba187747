import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLayoutKind } from '../hooks/use-layout-kind.ts';
import { ME } from '../lib/api/keys.ts';
import { logout } from '../lib/api/logout.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { homePath } from './nav.ts';

/** Log out: end the session on the server, forget it here whatever the answer, go home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const layout = useLayoutKind();
  const client = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The local session ends anyway; the server's expires on its own.
      console.warn('logout failed', error);
    }
    useSessionStore.getState().clearSession();
    client.removeQueries({ queryKey: ME });
    await navigate(homePath(layout), { replace: true });
  }, [client, layout, navigate]);
}
