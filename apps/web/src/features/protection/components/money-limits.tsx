import type { CurrencyCode, MemberLimits } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { LimitPeriod, MoneyKind } from '../api/set-limit.ts';
import { pendingOf } from '../lib/limit-text.ts';
import { LimitRow } from './limit-row.tsx';

const KINDS: readonly MoneyKind[] = ['deposit', 'loss', 'wager'];
const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** Deposit, loss and wager limits, each per Beijing day, week and month. */
export function MoneyLimits({
  limits,
  currency,
}: {
  limits: MemberLimits;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  return (
    <div className="rg-kinds">
      {KINDS.map((kind) => (
        <section key={kind} className="rg-card" aria-labelledby={`rg-${kind}-title`}>
          <h2 id={`rg-${kind}-title`} className="rg-card-title">
            {t(`protection.kinds.${kind}`)}
          </h2>
          <p className="rg-card-hint">{t(`protection.kindHints.${kind}`)}</p>
          <ul className="rg-rows">
            {PERIODS.map((period) => (
              <LimitRow
                key={period}
                kind={kind}
                period={period}
                label={t(`protection.periods.${period}`)}
                name={t(`protection.names.${kind}.${period}`)}
                current={limits[kind][period]}
                used={limits.used[kind][period]}
                unit="money"
                waiting={pendingOf(limits, kind, period) !== undefined}
                currency={currency}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
