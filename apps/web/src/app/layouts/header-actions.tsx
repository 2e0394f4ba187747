import { lazy, Suspense } from 'react';
import { AuthButtons } from '../../components/auth-buttons.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useSessionStore } from '../../stores/session-store.ts';

// The balance, the account menu and log-out (with the balance, unread and log-out requests behind
// them) serve signed-in members only: they load when there is a session, so that a visitor's first
// paint does not carry them.
const MemberActions = lazy(() =>
  import('./member-actions.tsx').then((m) => ({ default: m.MemberActions })),
);

/** The right end of both frames' header: language, the balance, and the account entry. */
export function HeaderActions({ className }: { className: string }) {
  const signedIn = useSessionStore((s) => s.token !== null);
  return (
    <div className={className}>
      <LanguageSelect />
      {signedIn ? (
        <Suspense fallback={null}>
          <MemberActions />
        </Suspense>
      ) : (
        <AuthButtons />
      )}
    </div>
  );
}
