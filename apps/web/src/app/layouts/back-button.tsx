import { useTranslation } from '../../i18n/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import type { PageHandle } from '../page-handle.ts';

/** Back: through history where there is some, else (or always, for `backTo`) to the parent. */
export function BackButton({
  handle,
  fallback,
}: {
  handle: PageHandle | undefined;
  fallback: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  function back() {
    if (handle?.backTo) void navigate(handle.backTo, { replace: true });
    else if (location.key !== 'default') void navigate(-1);
    else void navigate(handle?.back ?? fallback, { replace: true });
  }
  return (
    <button type="button" className="back-button" onClick={back} aria-label={t('common.back')}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" />
      </svg>
    </button>
  );
}
