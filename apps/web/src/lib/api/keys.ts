/**
 * Query keys of the signed-in member's own data all start with `me`, so that signing in or out
 * drops every one of them at once (`removeQueries({ queryKey: ME })`).
 */
export const ME = ['me'] as const;

/**
 * This session's summary (GET /member/session: its end under a session-time limit, the
 * reality-check interval): the limits page invalidates it when it changes either.
 */
export const SESSION_KEY = [...ME, 'session'] as const;
