/**
 * Every query of activities. Their answers depend on who asks (a member's own applications), so
 * the keys name the session token too; applying invalidates them all at once.
 */
export const PROMOTIONS = ['promotions'] as const;

/** Who a public answer is for: the session token, or nobody. */
export const viewerOf = (token: string | null) => token ?? 'guest';
