import './session-care.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showAlert } from '../../../components/feedback.ts';
import { loadI18nPart } from '../../../i18n/index.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { memberSessionQuery, useMemberSession } from '../api/get-member-session.ts';
import { useDeadline } from '../hooks/use-deadline.ts';
import { nextCheckAt, positiveMinutes, timeOf } from '../lib/schedule.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

/** Where "see my history" leads: the member's bets. */
export const HISTORY_PATH = '/user/bettingRecord';

/** Texts load only when something is due: most sessions never show either message. */
const loadTexts = () => loadI18nPart('care');

const signedIn = () => useSessionStore.getState().token !== null;

/**
 * Mounted once for the whole app while a session exists (app/layouts/member-duties.tsx). Shows
 * the reality check at each whole interval since log-in the member chose, and at the end of the
 * session allowed by their session-time limit says so and logs them out. `onLogout` ends the
 * session the way the log-out button does.
 */
export function SessionCare({ onLogout }: { onLogout: () => Promise<void> }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useMemberSession();
  // Checks fall after this moment: the mount at first, then each time the member answers one.
  const [anchorMs, setAnchorMs] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [ended, setEnded] = useState(false);

  // A limit set on the limits page reaches the timers as the member moves on (the query's stale
  // time is the throttle); its error is ignored, the timers keep the last known answer.
  useEffect(() => {
    client.prefetchQuery(memberSessionQuery()).catch(() => undefined);
  }, [client, pathname]);

  const session = query.data;
  const loginMs = timeOf(session?.loginAt);
  const interval = positiveMinutes(session?.realityCheckMinutes);
  const checkAt =
    !ended && !open && loginMs !== null && interval !== null
      ? nextCheckAt(loginMs, interval, anchorMs)
      : null;

  useDeadline(checkAt, () => {
    if (!signedIn()) return;
    setRefreshing(true);
    // The figures are fetched again as it opens, so that they are those of this moment.
    query
      .refetch()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
    loadTexts().then(
      () => setOpen(true),
      // Without its texts the message cannot be read: skip this one, the next one tries again.
      () => setAnchorMs(Date.now()),
    );
  });

  useDeadline(ended ? null : timeOf(session?.endsAt), () => {
    if (!signedIn()) return;
    setEnded(true);
    setOpen(false);
    void endSession();
  });

  async function endSession() {
    await loadTexts().catch(() => undefined);
    // The alert draws in a root of its own: it stays over the home page after the log-out
    // unmounts this component, until the member has read it.
    void showAlert({
      title: t('care.end.title'),
      content: t('care.end.message'),
      confirmText: t('care.end.confirm'),
    });
    await onLogout();
  }

  if (!open || !session) return null;
  const answer = () => {
    setOpen(false);
    setAnchorMs(Date.now());
  };
  return (
    <RealityCheckDialog
      session={session}
      refreshing={refreshing}
      onContinue={answer}
      onHistory={() => {
        answer();
        void navigate(HISTORY_PATH);
      }}
      onLogout={() => {
        answer();
        void onLogout();
      }}
    />
  );
}
