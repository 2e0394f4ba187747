// Where sign-in sends the member, and back.

/** Only a path of this site: an absolute URL or `//host` in `redirect` must not take members away. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  // The sign-in pages themselves are no place to come back to.
  if (/^\/(login|register|entry)(?=[/?#]|$)/.test(value)) return null;
  return value;
}

/** `/login`, with `redirect` when there is somewhere to come back to. */
export function loginHref(from?: string | null, page: 'login' | 'register' = 'login'): string {
  const target = safeRedirect(from);
  return target ? `/${page}?redirect=${encodeURIComponent(target)}` : `/${page}`;
}
