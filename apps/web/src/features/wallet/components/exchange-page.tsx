import './wallet.css';
import './coins.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Input from 'antd-mobile/es/components/input';
import { toWireAmount, type CoinSide, type CoinWallet, type UsdtNetwork } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { showToast } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useKeyedSend } from '../../../hooks/use-idempotent-submission.ts';
import { useSubmitting } from '../../../hooks/use-submitting.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { currencyOf, readAmountInput } from '../../../lib/money.ts';
import { createDeposit, type CreateDepositParams } from '../api/create-deposit.ts';
import { useCoinWallet } from '../api/get-coin-wallet.ts';
import { useDepositChannels } from '../api/get-deposit-channels.ts';
import { useAmountProblemText } from '../hooks/use-amount-problem-text.ts';
import { useCoinQuote, type CoinQuoteState } from '../hooks/use-coin-quote.ts';
import { QuoteBreakdown, QuoteCountdown, QuoteRenewed, QuoteStatus } from './coin-quote.tsx';

const QUOTE_REFUSALS = new Set(['RATE_QUOTE_EXPIRED', 'RATE_QUOTE_MISMATCH']);

/** Sell: go on to the withdraw page with the address, the amount and this very quote. */
function SellAction({ wallet, state }: { wallet: CoinWallet; state: CoinQuoteState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = state.quote?.network;
  const address = wallet.addresses.find((a) => a.network === network);
  if (!state.quote) return null;
  if (!address) {
    return (
      <div className="exchange-note">
        <p>{t('coins.exchange.noAddress', { network: `USDT-${state.quote.network}` })}</p>
        <Link className="button-primary" to="/cards/addVirtualCoin">
          {t('coins.exchange.bindAddress')}
        </Link>
      </div>
    );
  }
  const { quote, receivedAt } = state;
  return (
    <button
      type="button"
      className="button-primary exchange-go"
      onClick={() =>
        void navigate(
          `/finance/withdraw?account=${address.id}&amount=${encodeURIComponent(quote.amount)}`,
          { state: { coinQuote: { quote, receivedAt } } },
        )
      }
    >
      {t('coins.exchange.toWithdraw', { label: address.label })}
    </button>
  );
}

/** Buy: the USDT deposit order at this quote's rate, then its payment instructions. */
function BuyAction({ state }: { state: CoinQuoteState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channels = useDepositChannels();
  const { busy, run } = useSubmitting();
  const send = useKeyedSend(createDeposit);
  const [problem, setProblem] = useState('');
  const { quote } = state;
  if (!quote) return null;
  if (channels.isPending) return <SkeletonLines lines={1} />;
  if (channels.isError) return <LoadError onRetry={channels.refetch} />;
  const usdt = channels.data.filter((c) => c.kind === 'usdt' && c.network === quote.network);
  const channel = usdt.find((c) => c.open);
  if (!channel) {
    return (
      <p className="exchange-note" role="note">
        {t(usdt.length > 0 ? 'coins.exchange.channelClosed' : 'coins.exchange.noChannel', {
          network: `USDT-${quote.network}`,
        })}
      </p>
    );
  }
  function buy(id: string, amount: string) {
    const params: CreateDepositParams = { channelId: channel!.id, amount, quoteId: id };
    setProblem('');
    return run(
      async () => {
        const order = await send(JSON.stringify(params), () => params);
        void navigate(`/finance/deposit/info?id=${encodeURIComponent(order.id)}`);
      },
      (error) => {
        const message = describeError(t, error);
        setProblem(message);
        void showToast(message, 'fail');
        if (error instanceof ApiRefusal && QUOTE_REFUSALS.has(error.code)) void state.renew();
      },
    );
  }
  return (
    <>
      {problem && (
        <p className="quote-status is-error" role="alert">
          {problem}
        </p>
      )}
      <button
        type="button"
        className="button-primary exchange-go"
        disabled={busy}
        onClick={() => void buy(quote.id, quote.amount)}
      >
        {busy ? t('account.form.submitting') : t('coins.exchange.toDeposit')}
      </button>
      <span className="muted exchange-channel">
        {t('coins.exchange.channel', { name: channel.name })}
      </span>
    </>
  );
}

/** The form: side, network, amount, and the quote for them as it comes. */
function ExchangeForm({ wallet }: { wallet: CoinWallet }) {
  const { t } = useTranslation();
  const currency = currencyOf(wallet.currency);
  const problemText = useAmountProblemText(currency);
  const [side, setSide] = useState<CoinSide>('sell');
  const usable = (n: CoinWallet['networks'][number]) => side === 'sell' || n.buyRate !== null;
  const [chosen, setChosen] = useState<UsdtNetwork | undefined>(undefined);
  const network =
    wallet.networks.find((n) => n.network === chosen && usable(n))?.network ??
    wallet.networks.find(usable)?.network;
  const [text, setText] = useState('');
  const input = readAmountInput(text, currency);
  const params =
    network && input.ok ? { side, network, amount: toWireAmount(input.minor, currency) } : null;
  const state = useCoinQuote(params, { holdSeconds: wallet.quoteSeconds });
  const inputProblem = text.trim() !== '' && !input.ok ? problemText(input) : '';
  const sides: { value: CoinSide; title: string; desc: string }[] = [
    {
      value: 'sell',
      title: t('coins.exchange.sell'),
      desc: t('coins.exchange.sellDesc', { currency }),
    },
    {
      value: 'buy',
      title: t('coins.exchange.buy'),
      desc: t('coins.exchange.buyDesc', { currency }),
    },
  ];
  return (
    <div className="exchange-form">
      <div className="exchange-sides" role="radiogroup" aria-label={t('coins.exchange.side')}>
        {sides.map((option) => (
          <label
            key={option.value}
            className={`exchange-side${side === option.value ? ' is-checked' : ''}`}
          >
            <input
              type="radio"
              name="exchange-side"
              value={option.value}
              checked={side === option.value}
              onChange={() => setSide(option.value)}
            />
            <strong>{option.title}</strong>
            <span>{option.desc}</span>
          </label>
        ))}
      </div>
      <div className="exchange-field">
        <span className="exchange-label" id="exchange-network">
          {t('coins.exchange.network')}
        </span>
        <ChoiceChips
          label={t('coins.exchange.network')}
          choices={wallet.networks.map((n) => ({
            value: n.network,
            label: `USDT-${n.network}`,
            disabled: !usable(n),
          }))}
          value={network}
          onChange={setChosen}
        />
        {!network && <p className="exchange-note">{t('coins.exchange.noNetwork')}</p>}
      </div>
      <div className="exchange-field">
        <label className="exchange-label" htmlFor="exchange-amount">
          {t(side === 'sell' ? 'coins.exchange.sellAmount' : 'coins.exchange.buyAmount', {
            currency,
          })}
        </label>
        <Input
          id="exchange-amount"
          className="exchange-amount"
          inputMode="decimal"
          placeholder={t('coins.exchange.amountPlaceholder')}
          autoComplete="off"
          maxLength={20}
          clearable
          value={text}
          onChange={setText}
          aria-invalid={inputProblem !== ''}
          aria-describedby={inputProblem ? 'exchange-amount-problem' : undefined}
        />
        {inputProblem && (
          <p className="field-problem" id="exchange-amount-problem" role="alert">
            {inputProblem}
          </p>
        )}
      </div>
      <section className="exchange-quote" aria-label={t('coins.exchange.quoteTitle')}>
        <div className="exchange-quote-head">
          <h2 className="panel-card-title">{t('coins.exchange.quoteTitle')}</h2>
          {state.quote && <QuoteCountdown remaining={state.remaining} />}
        </div>
        {state.quote && <QuoteBreakdown quote={state.quote} currency={currency} />}
        <QuoteStatus state={state} idle={t('coins.exchange.idle')} />
        <QuoteRenewed state={state} />
      </section>
      {side === 'sell' ? <SellAction wallet={wallet} state={state} /> : <BuyAction state={state} />}
    </div>
  );
}

/**
 * `/user/exchange` (兑换): the site currency to USDT (sold: a withdrawal to the member's address)
 * or USDT to the site currency (bought: a USDT deposit), at a quote locked for a while and renewed
 * when it runs out. A site whose currency is USDT has nothing to exchange, and says so.
 */
export function ExchangePage() {
  const { t } = useTranslation();
  const wallet = useCoinWallet();
  if (wallet.isPending) return <SkeletonLines lines={8} />;
  if (wallet.isError) {
    return <LoadError title={describeError(t, wallet.error)} onRetry={wallet.refetch} />;
  }
  if (!wallet.data.convertible) {
    return (
      <StateBlock
        kind="empty"
        title={t('coins.exchange.notConvertible')}
        description={t('coins.exchange.notConvertibleDesc')}
      >
        <Link className="button-secondary" to="/user/virtualWallet">
          {t('coins.exchange.toWallet')}
        </Link>
      </StateBlock>
    );
  }
  return (
    <div className="coin-page exchange-page">
      <ExchangeForm wallet={wallet.data} />
      <p className="coin-tutorial-links">
        <Link to="/tutorial/knowExchange">{t('coins.tutorial.exchange')}</Link>
      </p>
    </div>
  );
}
