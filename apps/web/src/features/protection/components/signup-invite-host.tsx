import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loadI18nPart } from '../../../i18n/index.ts';
import { hasSignupInvite } from '../lib/invite.ts';

// Mounted for every session (app/layouts/member-duties.tsx): only this check ships there; the
// card and its texts load on the one page view after a sign-up.
const SignupInvite = lazy(() =>
  Promise.all([import('./signup-invite.tsx'), loadI18nPart('protection')]).then(([m]) => ({
    default: m.SignupInvite,
  })),
);

/** Shows the deposit-limit invitation when the sign-up's history state asks for it. */
export function SignupInviteHost() {
  const { state } = useLocation();
  if (!hasSignupInvite(state)) return null;
  return (
    <Suspense fallback={null}>
      <SignupInvite />
    </Suspense>
  );
}
