// When the invitation to set a deposit limit shows: after sign-up (the landing page's history
// state says so), and on the deposit page until the member sets one or says "later".

/** The history state the sign-up hands to the page it lands on. */
export const SIGNUP_INVITE_STATE = { depositLimitInvite: true } as const;

export const hasSignupInvite = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { depositLimitInvite?: unknown }).depositLimitInvite === true;

const dismissKey = (member: string) => `protection.depositInvite.later.${member}`;

/** "Later" on the deposit page is remembered per member (by account name) on this device. */
export function isInviteDismissed(member: string): boolean {
  try {
    return localStorage.getItem(dismissKey(member)) === '1';
  } catch {
    return false;
  }
}

export function dismissInvite(member: string): void {
  try {
    localStorage.setItem(dismissKey(member), '1');
  } catch {
    // Without storage the invitation only stays away for this visit.
  }
}
