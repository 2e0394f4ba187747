import './coins.css';
import type { CoinQuote, WithdrawalCoin } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { currencySymbol, showAmount, showPrecise } from '../../../lib/money.ts';
import { clockText, type CoinQuoteState } from '../hooks/use-coin-quote.ts';

/** "汇率锁定 mm:ss", ticking; read out only when it changes meaning (not every second). */
export function QuoteCountdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation();
  return (
    <span className={`quote-countdown${remaining <= 10 ? ' is-ending' : ''}`} role="timer">
      {t('coins.quote.locked', { time: clockText(remaining) })}
    </span>
  );
}

/**
 * What a quote's state says when there is no quote to show: asking, refused (the server's
 * message, with a retry), or nothing yet. `null` when a quote is there.
 */
export function QuoteStatus({ state, idle }: { state: CoinQuoteState; idle?: string }) {
  const { t } = useTranslation();
  if (state.quote) return null;
  if (state.error) {
    return (
      <p className="quote-status is-error" role="alert">
        {describeError(t, state.error)}{' '}
        <button type="button" className="link-button" onClick={() => void state.renew()}>
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (state.loading) {
    return (
      <p className="quote-status muted" aria-live="polite">
        {t('coins.quote.asking')}
      </p>
    );
  }
  return idle ? <p className="quote-status muted">{idle}</p> : null;
}

/** The renewal notice: a quote ran out (or was refused) and this one replaced it. */
export function QuoteRenewed({ state, text }: { state: CoinQuoteState; text?: string }) {
  const { t } = useTranslation();
  if (!state.quote || !state.renewed) return null;
  return (
    <p className="quote-renewed" role="status">
      {text ?? t('coins.quote.renewed')}
    </p>
  );
}

/**
 * The withdraw page's line for a USDT address: "到账约 X USDT · 汇率 · 网络手续费 Y USDT", the
 * lock's countdown, and what the state says otherwise.
 */
export function WithdrawQuoteLine({
  state,
  currency,
  renewedText,
}: {
  state: CoinQuoteState;
  currency: string;
  renewedText?: string;
}) {
  const { t } = useTranslation();
  const { quote } = state;
  return (
    <div className="withdraw-quote">
      {quote ? (
        <>
          {/* Read out when the terms change, not with every tick of the countdown. */}
          <span className="withdraw-quote-terms" aria-live="polite">
            {t('coins.quote.withdrawLine', {
              receive: showPrecise(quote.receive),
              rate: t('coins.quote.rate', { rate: showPrecise(quote.rate), currency }),
              networkFee: showPrecise(quote.networkFee),
            })}
          </span>
          <QuoteCountdown remaining={state.remaining} />
        </>
      ) : (
        <QuoteStatus state={state} idle={t('coins.quote.idle')} />
      )}
      <QuoteRenewed state={state} text={renewedText} />
    </div>
  );
}

/** Every figure of a quote, as the exchange shows it before the member goes on. */
export function QuoteBreakdown({ quote, currency }: { quote: CoinQuote; currency: string }) {
  const { t } = useTranslation();
  const money = (value: string) => `${currencySymbol(currency)}${showAmount(value)}`;
  const usdt = (value: string) => `${showPrecise(value)} USDT`;
  const rows: [string, string][] =
    quote.side === 'sell'
      ? [
          [t('coins.quote.pay'), money(quote.amount)],
          [t('coins.quote.siteFee'), money(quote.fee)],
          [t('coins.quote.usdt'), usdt(quote.usdt)],
          [t('coins.quote.networkFee'), usdt(quote.networkFee)],
        ]
      : [[t('coins.quote.send'), usdt(quote.usdt)]];
  return (
    <dl className="quote-breakdown">
      <div>
        <dt>{t('coins.quote.rateLabel')}</dt>
        <dd>{t('coins.quote.rate', { rate: showPrecise(quote.rate), currency })}</dd>
      </div>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="is-total">
        <dt>{t(quote.side === 'sell' ? 'coins.quote.receive' : 'coins.quote.credited')}</dt>
        <dd>{quote.side === 'sell' ? usdt(quote.receive) : money(quote.amount)}</dd>
      </div>
    </dl>
  );
}

/** A crypto withdrawal's terms as its quote locked them (records and the result). */
export function WithdrawalCoinTerms({
  coin,
  currency,
}: {
  coin: WithdrawalCoin;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="coin-terms" aria-label={t('coins.terms.title')}>
      <div>
        <dt>{t('coins.terms.network')}</dt>
        <dd>USDT-{coin.network}</dd>
      </div>
      <div>
        <dt>{t('coins.quote.rateLabel')}</dt>
        <dd>{t('coins.quote.rate', { rate: showPrecise(coin.rate), currency })}</dd>
      </div>
      <div>
        <dt>{t('coins.quote.usdt')}</dt>
        <dd>{showPrecise(coin.usdt)} USDT</dd>
      </div>
      <div>
        <dt>{t('coins.quote.networkFee')}</dt>
        <dd>{showPrecise(coin.networkFee)} USDT</dd>
      </div>
      <div className="is-total">
        <dt>{t('coins.quote.receive')}</dt>
        <dd>{showPrecise(coin.receive)} USDT</dd>
      </div>
    </dl>
  );
}
