import './wallet.css';
import './withdraw.css';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CoinQuote, Withdrawal } from '@kirin/contract';
import { ResultBlock } from '../../../components/result-block.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useWithdrawConfig } from '../../../lib/api/get-withdraw-config.ts';
import { currencyOf, showAmount } from '../../../lib/money.ts';
import { withdrawPasswordState } from '../../../stores/session-store.ts';
import { useWithdrawInfo } from '../api/get-withdraw-info.ts';
import { useLatestWithdrawal } from '../api/get-withdrawals.ts';
import type { SeededQuote } from '../hooks/use-coin-quote.ts';
import { WithdrawalCoinTerms } from './coin-quote.tsx';
import { RecentWithdrawals } from './recent-withdrawals.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawSummary } from './withdraw-summary.tsx';
import { WithdrawalTimeline } from './withdrawal-timeline.tsx';

/** After a request: what was asked, what arrives, and where it stands. */
function WithdrawalResult({ done, onAgain }: { done: Withdrawal; onAgain: () => void }) {
  const { t } = useTranslation();
  const withdrawal = useLatestWithdrawal(done);
  return (
    <div className="withdraw-result">
      <ResultBlock
        title={t('finance.withdraw.successTitle')}
        description={t('finance.withdraw.successDesc', {
          amount: showAmount(withdrawal.amount),
          receive: showAmount(withdrawal.payout),
          account: withdrawal.account.label,
        })}
      >
        {withdrawal.coin && (
          <WithdrawalCoinTerms coin={withdrawal.coin} currency={withdrawal.currency} />
        )}
        <WithdrawalTimeline withdrawal={withdrawal} />
        <button type="button" className="button-primary" onClick={onAgain}>
          {t('finance.withdraw.again')}
        </button>
        <Link className="button-secondary" to="/user/transactionRecord">
          {t('finance.info.records')}
        </Link>
      </ResultBlock>
    </div>
  );
}

/** What the exchange hands over in the history state: its quote, and when it came. */
function seededQuote(state: unknown): SeededQuote | null {
  const seed = (state as { coinQuote?: { quote?: CoinQuote; receivedAt?: unknown } } | null)
    ?.coinQuote;
  if (!seed?.quote || typeof seed.receivedAt !== 'number') return null;
  return { quote: seed.quote, receivedAt: seed.receivedAt };
}

/** `?account=<id>&amount=<decimal>`: the account to choose and the amount to fill in. */
function useInitialRequest() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const account = Number(params.get('account'));
  const amount = params.get('amount') ?? '';
  return {
    accountId: Number.isSafeInteger(account) && account > 0 ? account : undefined,
    amount: /^\d+(\.\d+)?$/.test(amount) ? amount : undefined,
    quote: seededQuote(state),
  };
}

/**
 * `/finance/withdraw` (behind the withdrawal-password gate, composed by its route); the virtual
 * wallet and the exchange open it with an address chosen (`?account=`), an amount and a quote.
 */
export function WithdrawPage() {
  const initial = useInitialRequest();
  const info = useWithdrawInfo();
  // The gate shows this page only once the config has loaded (and while it stays loaded).
  const config = useWithdrawConfig();
  const [done, setDone] = useState<Withdrawal | null>(null);

  if (info.isPending) return <SkeletonLines lines={8} />;
  if (info.isError) return <LoadError onRetry={info.refetch} />;
  const currency = currencyOf(info.data.currency);
  return (
    <div className="withdraw-page">
      <div className="withdraw-main">
        {done ? (
          <WithdrawalResult done={done} onAgain={() => setDone(null)} />
        ) : (
          <>
            <WithdrawSummary info={info.data} currency={currency} />
            <WithdrawForm
              info={info.data}
              currency={currency}
              passwordOn={withdrawPasswordState(config.data).enable}
              onDone={setDone}
              initial={initial}
            />
          </>
        )}
      </div>
      <RecentWithdrawals />
    </div>
  );
}
