import { useTranslation } from '../../../i18n/use-translation.ts';
import { type CurrencyCode, type VenueWallet } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { currencySymbol, showAmount, wireMinor } from '../../../lib/money.ts';
import { useRecallVenues } from '../api/recall-venues.ts';
import { canTransferWith } from '../lib/transfer-checks.ts';
import { useRecallToast } from './transfer-labels.ts';

/**
 * Where the money is: the central wallet (with the one-tap recall of every venue's balance) and
 * each venue's wallet. A venue open for transfers can be picked for the form; one under
 * maintenance is marked and cannot.
 */
export function WalletBoard({
  central,
  inTransit,
  venues,
  currency,
  selected,
  onPick,
}: {
  central: string;
  inTransit: string;
  venues: readonly VenueWallet[];
  currency: CurrencyCode;
  selected: string | null;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  const recall = useRecallVenues();
  const recallToast = useRecallToast(currency);
  const symbol = currencySymbol(currency);
  const moving = (wireMinor(inTransit, currency) ?? 0n) > 0n;

  function recallAll() {
    recall.mutate(undefined, {
      onSuccess: (result) => recallToast(result.list),
      onError: (error) => void showToast(describeError(t, error), 'fail'),
    });
  }

  return (
    <section className="wallet-board" aria-labelledby="wallet-board-title">
      <div className="wallet-hero transfer-hero">
        <span id="wallet-board-title" className="wallet-hero-label">
          {t('games.wallet.central')}
        </span>
        <strong className="wallet-hero-amount">
          <span className="order-currency">{symbol}</span>
          {showAmount(central)}
        </strong>
        {moving && (
          <span className="transfer-hero-note">
            {t('games.wallet.inTransit', { amount: showAmount(inTransit) })}
          </span>
        )}
        <button
          type="button"
          className="transfer-recall"
          aria-busy={recall.isPending}
          disabled={recall.isPending || venues.length === 0}
          onClick={recallAll}
        >
          {recall.isPending ? t('games.recall.busy') : t('games.recall.all')}
        </button>
      </div>
      {venues.length > 0 && (
        <ul className="venue-wallets" aria-label={t('games.wallet.venues')}>
          {venues.map((venue) => {
            const open = canTransferWith(venue);
            const picked = venue.code === selected;
            return (
              <li key={venue.code}>
                <button
                  type="button"
                  className={`venue-wallet${picked ? ' is-picked' : ''}${open ? '' : ' is-down'}`}
                  aria-pressed={picked}
                  disabled={!open}
                  onClick={() => onPick(venue.code)}
                >
                  <span className="venue-wallet-name">{venue.name}</span>
                  <span className="venue-wallet-balance">{showAmount(venue.balance)}</span>
                  {!open && (
                    <span className="state-tag is-muted">
                      {venue.state === 'maintenance'
                        ? t('games.wallet.maintenance')
                        : t('games.wallet.closed')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
