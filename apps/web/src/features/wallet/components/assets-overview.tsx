import './wallet.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { RefreshIcon } from '../../../components/balance-chip.tsx';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { balanceRefresher } from '../../../lib/api/get-balance.ts';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { useAssets } from '../api/get-assets.ts';

/** A venue's catalogue state (contract `CATALOGUE_STATES`) in words; an unknown one as sent. */
function useVenueStateLabel() {
  const { t } = useTranslation();
  return (state: string): string => {
    switch (state) {
      case 'on':
        return t('finance.assets.venueState.normal');
      case 'maintenance':
        return t('finance.assets.venueState.maintenance');
      case 'off':
        return t('finance.assets.venueState.closed');
      default:
        return state;
    }
  };
}

/** `/finance/myAssets`: the total, then where it is: central, locked, in transit, each venue. */
export function AssetsOverview() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useAssets();
  const venueState = useVenueStateLabel();

  function refresh() {
    void refetch();
    void balanceRefresher.run(true);
  }

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) return <LoadError onRetry={refetch} />;
  const symbol = currencySymbol(data.currency);
  return (
    <div className="assets-page">
      <section className="wallet-hero assets-hero" aria-labelledby="assets-total">
        <span id="assets-total" className="wallet-hero-label">
          {t('finance.assets.total')}
        </span>
        <strong className="wallet-hero-amount">
          <span className="order-currency">{symbol}</span>
          {showAmount(data.total)}
        </strong>
        <button
          type="button"
          className={`wallet-refresh${isFetching ? ' is-busy' : ''}`}
          aria-busy={isFetching}
          disabled={isFetching}
          onClick={refresh}
        >
          <RefreshIcon />
          {t('finance.assets.refresh')}
        </button>
      </section>
      <EntryList label={t('finance.assets.wallets')}>
        <EntryRow label={t('finance.assets.central')} value={showAmount(data.central)} />
        <EntryRow label={t('finance.assets.locked')} value={showAmount(data.locked)} />
        <EntryRow label={t('finance.assets.inTransit')} value={showAmount(data.inTransit)} />
      </EntryList>
      {data.venues.length > 0 && (
        <section className="wallet-section" aria-labelledby="assets-venues">
          <h2 id="assets-venues" className="wallet-section-title">
            {t('finance.assets.venues')}
          </h2>
          <EntryList>
            {data.venues.map((venue) => (
              <EntryRow
                key={venue.code}
                label={venue.name}
                value={
                  <span className="venue-value">
                    {showAmount(venue.balance)}
                    <span className="state-tag is-muted">{venueState(venue.state)}</span>
                  </span>
                }
              />
            ))}
          </EntryList>
        </section>
      )}
      <p className="muted assets-note">{t('finance.assets.note')}</p>
      <div className="wallet-actions is-three">
        <Link className="button-primary" to="/finance/deposit">
          {t('finance.assets.deposit')}
        </Link>
        <Link className="button-secondary" to="/finance/withdraw">
          {t('finance.assets.withdraw')}
        </Link>
        <Link className="button-secondary" to="/finance/transfer">
          {t('finance.assets.transfer')}
        </Link>
      </div>
    </div>
  );
}
