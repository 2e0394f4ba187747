import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginHref } from '../lib/auth-paths.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Member pages need a session: without a token, to `/login?redirect=<this page>`. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (useSessionStore.getState().token) return null;
  const url = new URL(request.url);
  throw redirect(loginHref(`${url.pathname}${url.search}`));
}
