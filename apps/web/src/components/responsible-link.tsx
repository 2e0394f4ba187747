import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { ApiRefusal } from '../lib/api-client.ts';

/** Where the member's limits, time-out and self-exclusion are (features/protection). */
const RESPONSIBLE_PATH = '/user/responsible';

/**
 * Refusals of responsible gambling hold until a limit resets or a restriction ends, so asking
 * again cannot help: pages offer the way to the settings instead of a retry.
 */
const PROTECTION_CODES: readonly string[] = ['TIMED_OUT', 'SELF_EXCLUDED', 'LIMIT_REACHED'];

export const isProtectionRefusal = (error: unknown): error is ApiRefusal =>
  error instanceof ApiRefusal && PROTECTION_CODES.includes(error.code);

/** The link "负责任博彩" to the member's responsible-gambling page. */
export function ResponsibleLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to={RESPONSIBLE_PATH}>
      {t('header.responsible')}
    </Link>
  );
}
