import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { lastBooksCheck } from './finance-api.ts';

/**
 * The newest check that the books balance (every minute, on one node): green when they do, red
 * with the kinds of difference when they do not, read again each minute.
 */
export function BooksBanner() {
  const { texts } = useLanguage();
  const t = texts.adjustments.books;
  const check = useQuery({
    queryKey: ['books-check'],
    queryFn: lastBooksCheck,
    refetchInterval: 60_000,
  });
  if (!check.isSuccess) return null;
  const run = check.data;
  if (!run) return <Alert type="info" showIcon message={t.none} />;
  const at = formatTime(run.startedAt);
  if (run.ok) return <Alert type="success" showIcon message={fill(t.ok, { at })} />;
  const kinds = [...new Set(run.violations.map((v) => v.kind))].join(', ');
  return (
    <Alert
      type="error"
      showIcon
      message={fill(t.failed, { n: run.violations.length, at })}
      description={`${t.kinds}: ${kinds}`}
    />
  );
}
