import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CurrencyCode, WithdrawInfo } from '@kirin/contract';
import { currencySymbol, showAmount, showMinor, wireMinor } from '../../../lib/money.ts';

/** Done share of the turnover, in whole percent (a ratio for the bar, not money). */
function turnoverPercent(required: bigint, remaining: bigint): number {
  if (required <= 0n || remaining <= 0n) return 100;
  const done = required > remaining ? required - remaining : 0n;
  return Number((done * 100n) / required);
}

/** Turnover still required before a withdrawal: a number and a bar; "met" when nothing is left. */
function TurnoverProgress({ info, currency }: { info: WithdrawInfo; currency: CurrencyCode }) {
  const { t } = useTranslation();
  const required = wireMinor(info.turnoverRequired, currency) ?? 0n;
  const remaining = wireMinor(info.turnoverRemaining, currency) ?? 0n;
  const met = required === 0n || remaining <= 0n;
  const percent = turnoverPercent(required, remaining);
  const done = required > remaining ? required - remaining : 0n;
  return (
    <div className={`turnover${met ? ' is-met' : ''}`}>
      <div className="turnover-head">
        <span>{t('finance.withdraw.turnover')}</span>
        <strong>
          {met
            ? t('finance.withdraw.turnoverMet')
            : t('finance.withdraw.turnoverRemaining', { amount: showMinor(remaining, currency) })}
        </strong>
      </div>
      <div
        className="turnover-bar"
        role="progressbar"
        aria-label={t('finance.withdraw.turnoverProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {required > 0n && (
        <span className="turnover-foot muted">
          {t('finance.withdraw.turnoverDone', {
            done: showMinor(done, currency),
            required: showMinor(required, currency),
          })}
        </span>
      )}
      {!met && <TurnoverSources info={info} />}
    </div>
  );
}

/** Where the betting still owed comes from: deposits, bonuses, operators' credits. */
function TurnoverSources({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const parts = (['deposit', 'bonus', 'adjustment'] as const)
    .filter((origin) => Number(info.turnoverSources[origin]) > 0)
    .map((origin) =>
      t(`finance.withdraw.turnoverFrom.${origin}`, {
        amount: showAmount(info.turnoverSources[origin]),
      }),
    );
  if (parts.length === 0) return null;
  return (
    <span className="turnover-foot muted">
      {t('finance.withdraw.turnoverFrom.label', {
        parts: parts.join(t('finance.withdraw.turnoverFrom.separator')),
      })}
    </span>
  );
}

/** The balance one can withdraw, the limits and what today has used, and the fee. */
export function WithdrawSummary({
  info,
  currency,
}: {
  info: WithdrawInfo;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  // While betting is still owed, none of the balance can be withdrawn: say "balance", not
  // "withdrawable", and say why.
  const blocked = (wireMinor(info.turnoverRemaining, currency) ?? 0n) > 0n;
  return (
    <section className="withdraw-summary" aria-label={t('finance.withdraw.summary')}>
      <div className="wallet-hero">
        <span className="wallet-hero-label">
          {t(blocked ? 'finance.withdraw.balanceBlocked' : 'finance.withdraw.available')}
        </span>
        <strong className="wallet-hero-amount">
          <span className="order-currency">{currencySymbol(info.currency)}</span>
          {showAmount(info.available)}
        </strong>
      </div>
      <dl className="fact-grid">
        <div>
          <dt>{t('finance.withdraw.perRequest')}</dt>
          <dd>
            {showAmount(info.minPerRequest)} - {showAmount(info.maxPerRequest)}
          </dd>
        </div>
        <div>
          <dt>{t('finance.withdraw.today')}</dt>
          <dd>
            {showAmount(info.usedToday)} / {showAmount(info.maxPerDay)}
          </dd>
        </div>
        <div>
          <dt>{t('finance.withdraw.todayCount')}</dt>
          <dd>
            {t('finance.withdraw.countValue', { used: info.countToday, max: info.countPerDay })}
          </dd>
        </div>
        <div>
          <dt>{t('finance.withdraw.fee')}</dt>
          <dd>{showAmount(info.fee)}</dd>
        </div>
      </dl>
      <TurnoverProgress info={info} currency={currency} />
    </section>
  );
}
