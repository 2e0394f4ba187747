/**
 * Query keys of the signed-in member's own data all start with `me`, so that signing in or out
 * drops every one of them at once (`removeQueries({ queryKey: ME })`).
 */
export const ME = ['me'] as const;
