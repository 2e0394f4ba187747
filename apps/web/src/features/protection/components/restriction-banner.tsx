import type { MemberLimits } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** A time-out or self-exclusion in force, and when it ends, at the top of the page. */
export function RestrictionBanner({ limits }: { limits: MemberLimits }) {
  const { t, i18n } = useTranslation();
  const { timeoutUntil, excludedUntil } = limits;
  const lines: string[] = [];
  if (excludedUntil === 'permanent') lines.push(t('protection.restriction.excludedForever'));
  else if (excludedUntil) {
    lines.push(
      t('protection.restriction.excluded', {
        until: formatDateTime(excludedUntil, i18n.language),
      }),
    );
  }
  if (timeoutUntil) {
    lines.push(
      t('protection.restriction.timeout', {
        until: formatDateTime(timeoutUntil, i18n.language),
      }),
    );
  }
  if (lines.length === 0) return null;
  return (
    <section
      className="rg-restriction"
      role="status"
      aria-label={t('protection.restriction.notice')}
    >
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
