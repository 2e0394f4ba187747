import { useTranslation } from '../../../i18n/use-translation.ts';
import { showAmount, signedMoney } from '../../../lib/money.ts';
import { STATEMENT_FIGURES as FIGURES, type StatementMonth } from '../api/get-statement.ts';
import type { StatementTotals } from '../lib/statement-totals.ts';

/** "2026年11月", "November 2026": a `YYYY-MM` month in the member's language. */
export function useMonthLabel(): (month: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (month) => {
    const match = /^(\d{4})-(\d{2})$/.exec(month);
    return match ? format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)) : month;
  };
}

/** The net result, signed, green when the member is up and red when down (UI.md). */
function Net({ value }: { value: string }) {
  const { text, tone } = signedMoney(value, '');
  return <span className={`record-amount statement-net is-${tone}`}>{text}</span>;
}

/** One row of the table: a month's, or the totals' at its foot. */
function StatementRow({
  label,
  figures,
  className,
}: {
  label: string;
  figures: StatementTotals;
  className?: string;
}) {
  return (
    <tr>
      <th scope="row" className={className}>
        {label}
      </th>
      {FIGURES.map((field) => (
        <td key={field} className="is-number">
          {showAmount(figures[field])}
        </td>
      ))}
      <td className="is-number">
        <Net value={figures.net} />
      </td>
    </tr>
  );
}

/** Desktop: a table of the months, newest first, with the year's totals at its foot. */
export function StatementTable({
  items,
  totals,
}: {
  items: readonly StatementMonth[];
  totals: StatementTotals | null;
}) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  return (
    <div className="records-table-wrap">
      <table className="records-table statement-table">
        <thead>
          <tr>
            <th scope="col">{t('care.statement.month')}</th>
            {FIGURES.map((field) => (
              <th key={field} scope="col" className="is-number">
                {t(`care.statement.${field}`)}
              </th>
            ))}
            <th scope="col" className="is-number">
              {t('care.statement.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <StatementRow
              key={item.month}
              label={monthLabel(item.month)}
              figures={item}
              className="is-time"
            />
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <StatementRow label={t('care.statement.total')} figures={totals} />
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** Phone: the year's net first, then one card per month with its net and five figures. */
export function StatementCards({
  items,
  totals,
}: {
  items: readonly StatementMonth[];
  totals: StatementTotals | null;
}) {
  const { t } = useTranslation();
  const monthLabel = useMonthLabel();
  return (
    <>
      {totals && (
        <section className="statement-summary" aria-label={t('care.statement.total')}>
          <span>{t('care.statement.total')}</span>
          <Net value={totals.net} />
        </section>
      )}
      <ul className="statement-cards">
        {items.map((item) => (
          <li key={item.month} className="statement-card">
            <h2 className="statement-card-head">
              <span>{monthLabel(item.month)}</span>
              <Net value={item.net} />
            </h2>
            <dl className="statement-figures">
              {FIGURES.map((field) => (
                <div key={field}>
                  <dt>{t(`care.statement.${field}`)}</dt>
                  <dd>{showAmount(item[field])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
