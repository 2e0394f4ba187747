import './last-login.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMemberSession, type PreviousLogin } from '../api/get-member-session.ts';

/**
 * The text of the line: "上次登录：2026-11-20 18:00:00 · Chrome 120 · Android 14", or "首次登录".
 * The device is the server's reading of that log-in's browser; left out when it had none.
 */
export function useLastLoginText(): (previous: PreviousLogin | null) => string {
  const { t, i18n } = useTranslation();
  return (previous) => {
    if (!previous) return t('care.lastLogin.first');
    const when = formatDateTime(previous.at, i18n.language);
    const device = previous.device?.trim() ?? '';
    return t('care.lastLogin.label', { when: device ? `${when} · ${device}` : when });
  };
}

/**
 * The member centre's line about the previous log-in, so that a member notices one that was not
 * theirs. Nothing while it loads or when it cannot be had: the card reads fine without it. The
 * page loads the `care` texts with it (app/pages.ts).
 */
export function LastLogin() {
  const query = useMemberSession();
  const text = useLastLoginText();
  if (!query.isSuccess) return null;
  return <p className="last-login">{text(query.data.previousLogin)}</p>;
}
