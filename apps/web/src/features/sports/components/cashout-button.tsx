import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SportsBet } from '@kirin/contract';
import { showConfirm, showToast } from '../../../components/feedback.ts';
import {
  isSettledOutcome,
  useIdempotentSubmission,
} from '../../../hooks/use-idempotent-submission.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { ME } from '../../../lib/api/keys.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { showAmount } from '../../../lib/money.ts';
import { myBetsKey, takeCashout, useCashoutQuote } from '../api/sports-api.ts';

/**
 * An open bet's cash-out: the book's offer on the button, refreshed before it expires; a tap asks
 * to confirm the amount, then takes it. An offer that changed meanwhile (QUOTE_EXPIRED) is
 * fetched again and asked about again; a bet that cannot be cashed out now says so.
 */
export function CashoutButton({ bet }: { bet: SportsBet }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const quote = useCashoutQuote(bet.id, bet.state === 'open');
  const submission = useIdempotentSubmission<string>();
  const [busy, setBusy] = useState(false);

  if (quote.isPending)
    return (
      <button type="button" className="cashout-button" disabled>
        {t('sports.bets.cashout.quoting')}
      </button>
    );
  if (quote.isError || !quote.data)
    return (
      <button type="button" className="cashout-button" disabled>
        {t('sports.bets.cashout.unavailable')}
      </button>
    );

  const offer = quote.data;
  const amount = showAmount(offer.amount);
  const take = async () => {
    const yes = await showConfirm({
      title: t('sports.bets.cashout.confirmTitle'),
      content: t('sports.bets.cashout.confirm', { amount }),
      confirmText: t('sports.bets.cashout.ok'),
      cancelText: t('sports.bets.cashout.cancel'),
    });
    if (!yes) return;
    setBusy(true);
    const { key, payload } = await submission.prepare(offer.quoteId, () => offer.quoteId);
    try {
      await takeCashout(bet.id, payload, key);
      submission.settle();
      void showToast(t('sports.bets.cashout.done', { amount }), 'success');
    } catch (error) {
      if (isSettledOutcome(error)) submission.settle();
      if (error instanceof ApiRefusal && error.code === 'QUOTE_EXPIRED') {
        void showToast(t('sports.bets.cashout.expired'));
        void quote.refetch();
      } else void showToast(describeError(t, error), 'fail');
    } finally {
      setBusy(false);
      void balanceRefresher.run(true);
      void client.invalidateQueries({ queryKey: myBetsKey });
      void client.invalidateQueries({ queryKey: [...ME, 'records'] });
    }
  };
  return (
    <button
      type="button"
      className="cashout-button is-offered"
      disabled={busy}
      onClick={() => void take()}
    >
      {t('sports.bets.cashout.take', { amount })}
    </button>
  );
}
