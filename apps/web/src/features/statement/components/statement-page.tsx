import '../../../components/records.css';
import './statement.css';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { showToast } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { saveBlob, todayStamp } from '../../../lib/download.ts';
import { currencyOf } from '../../../lib/money.ts';
import { useStatement, type StatementMonth } from '../api/get-statement.ts';
import { STATEMENT_FIELDS, statementCsv, type StatementField } from '../lib/statement-csv.ts';
import { statementTotals } from '../lib/statement-totals.ts';
import { StatementCards, StatementTable } from './statement-view.tsx';

/**
 * `/user/statement`: the member's last 12 Beijing months, money in and out and bets placed and
 * paid, with the net result of each, so that they can see where their play stands; a table on a
 * desktop, cards on a phone, and the whole as a CSV file. Built here, from what is on screen:
 * a year of months is a dozen rows, not worth a server export.
 */
export function StatementPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const site = useSiteConfig();
  const query = useStatement();

  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) {
    return <LoadError title={describeError(t, query.error)} onRetry={query.refetch} />;
  }
  const items = query.data.items;
  const currency = currencyOf(site.data?.currency.code);
  const totals = items.length > 0 ? statementTotals(items, currency) : null;

  function exportCsv(list: readonly StatementMonth[]) {
    // The header row in the member's language: each column's text is the one on screen.
    const headers = Object.fromEntries(
      STATEMENT_FIELDS.map((field) => [field, t(`care.statement.${field}`)]),
    ) as Record<StatementField, string>;
    const csv = statementCsv(list, headers);
    saveBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `${t('care.statement.fileName')}-${todayStamp()}.csv`,
    );
    void showToast(t('care.statement.exported'), 'success');
  }

  return (
    <div className={`records-page records-${layout} statement-page`}>
      <div className="records-toolbar statement-toolbar">
        <div className="statement-intro">
          <p>{t('care.statement.intro')}</p>
          <p className="muted">{t('care.statement.netHint')}</p>
        </div>
        <Button
          className="records-export"
          size="small"
          fill="outline"
          color="primary"
          shape="rounded"
          disabled={items.length === 0}
          onClick={() => exportCsv(items)}
        >
          {t('care.statement.export')}
        </Button>
      </div>
      {items.length === 0 ? (
        <StateBlock kind="empty" title={t('care.statement.empty')} />
      ) : layout === 'mobile' ? (
        <StatementCards items={items} totals={totals} />
      ) : (
        <StatementTable items={items} totals={totals} />
      )}
    </div>
  );
}
