import './wallet.css';
import './coins.css';
import { Link } from 'react-router';
import type { CoinWallet } from '@kirin/contract';
import { CopyButton } from '../../../components/copy-button.tsx';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { currencySymbol, showAmount, showPrecise } from '../../../lib/money.ts';
import { useCoinWallet } from '../api/get-coin-wallet.ts';

const ADD_ADDRESS = '/cards/addVirtualCoin';
const withdrawTo = (accountId?: number) =>
  accountId === undefined ? '/finance/withdraw' : `/finance/withdraw?account=${accountId}`;

/** The balance in the site currency and, at the sell rate, in USDT. */
function CoinHero({ wallet }: { wallet: CoinWallet }) {
  const { t } = useTranslation();
  return (
    <section className="wallet-hero coin-hero" aria-label={t('coins.wallet.balance')}>
      <span className="wallet-hero-label">{t('coins.wallet.balance')}</span>
      <strong className="wallet-hero-amount">
        <span className="order-currency">{currencySymbol(wallet.currency)}</span>
        {showAmount(wallet.balance.available)}
      </strong>
      {wallet.convertible && (
        <>
          <span className="coin-hero-usdt">
            {t('coins.wallet.usdtValue', { usdt: showPrecise(wallet.balance.usdt) })}
          </span>
          <span className="coin-hero-rate">
            {t('coins.wallet.sellRate', {
              rate: t('coins.quote.rate', {
                rate: showPrecise(wallet.rates.sell),
                currency: wallet.currency,
              }),
            })}
          </span>
        </>
      )}
    </section>
  );
}

function CoinActions({ wallet }: { wallet: CoinWallet }) {
  const { t } = useTranslation();
  return (
    <nav
      className={`coin-actions${wallet.convertible ? '' : ' is-two'}`}
      aria-label={t('coins.wallet.actions')}
    >
      {wallet.convertible && (
        <Link to="/user/exchange">
          <span className="coin-action-icon" aria-hidden="true">
            ⇄
          </span>
          {t('header.exchange')}
        </Link>
      )}
      <Link to={withdrawTo(wallet.addresses[0]?.id)}>
        <span className="coin-action-icon" aria-hidden="true">
          ↑
        </span>
        {t('coins.wallet.withdraw')}
      </Link>
      <Link to="/user/addCoin">
        <span className="coin-action-icon" aria-hidden="true">
          +
        </span>
        {t('header.addCoin')}
      </Link>
    </nav>
  );
}

/** The member's USDT addresses by network, each with its full address, copy and 提币. */
function CoinAddresses({ wallet }: { wallet: CoinWallet }) {
  const { t } = useTranslation();
  const groups = wallet.networks
    .map((n) => ({ ...n, addresses: wallet.addresses.filter((a) => a.network === n.network) }))
    .filter((group) => group.addresses.length > 0);
  return (
    <section className="panel-card" aria-labelledby="coin-addresses-title">
      <h2 id="coin-addresses-title" className="panel-card-title">
        {t('coins.wallet.addresses')}
        {wallet.addresses.length > 0 && (
          <Link className="coin-add-link" to={ADD_ADDRESS}>
            {t('coins.wallet.addAddress')}
          </Link>
        )}
      </h2>
      {wallet.addresses.length === 0 ? (
        <StateBlock
          kind="empty"
          title={t('coins.wallet.noAddress')}
          description={t('coins.wallet.noAddressDesc')}
        >
          <Link className="button-primary" to={ADD_ADDRESS}>
            {t('coins.wallet.bindAddress')}
          </Link>
        </StateBlock>
      ) : (
        groups.map((group) => (
          <div key={group.network} className="coin-network-group">
            <h3 className="coin-network-title">
              USDT-{group.network}
              <span className="muted">
                {t('coins.wallet.networkFee', { fee: showPrecise(group.fee) })}
              </span>
            </h3>
            <ul className="entry-list coin-address-list">
              {group.addresses.map((address) => (
                <li key={address.id} className="coin-address">
                  <span className="coin-address-label">{address.label}</span>
                  <code className="coin-address-full">{address.address}</code>
                  <span className="coin-address-actions">
                    <CopyButton text={address.address} label={address.label} />
                    <Link className="coin-withdraw-link" to={withdrawTo(address.id)}>
                      {t('coins.wallet.withdraw')}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

/** Each network: what a withdrawal costs on chain, and the rate a USDT deposit takes. */
function CoinNetworks({ wallet }: { wallet: CoinWallet }) {
  const { t } = useTranslation();
  return (
    <section className="panel-card" aria-labelledby="coin-networks-title">
      <h2 id="coin-networks-title" className="panel-card-title">
        {t('coins.wallet.networks')}
        <span className="panel-card-aside">
          {t('coins.wallet.quoteHold', { seconds: wallet.quoteSeconds })}
        </span>
      </h2>
      <ul className="coin-network-facts">
        {wallet.networks.map((n) => (
          <li key={n.network}>
            <strong>USDT-{n.network}</strong>
            <span>{t('coins.wallet.networkFee', { fee: showPrecise(n.fee) })}</span>
            <span className="muted">
              {n.buyRate === null
                ? t('coins.wallet.noBuy')
                : t('coins.wallet.buyRate', {
                    rate: t('coins.quote.rate', {
                      rate: showPrecise(n.buyRate),
                      currency: wallet.currency,
                    }),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/user/virtualWallet` (虚拟币钱包): the balance and its USDT worth, the ways to exchange,
 * withdraw as USDT and buy USDT, the member's addresses, each network's fee, and the tutorials.
 */
export function CoinWalletPage() {
  const { t } = useTranslation();
  const query = useCoinWallet();
  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) {
    return <LoadError title={describeError(t, query.error)} onRetry={query.refetch} />;
  }
  const wallet = query.data;
  return (
    <div className="coin-page coin-wallet-page">
      <div className="coin-wallet-top">
        <CoinHero wallet={wallet} />
        <CoinActions wallet={wallet} />
      </div>
      <CoinAddresses wallet={wallet} />
      <CoinNetworks wallet={wallet} />
      <section className="panel-card" aria-labelledby="coin-tutorials-title">
        <h2 id="coin-tutorials-title" className="panel-card-title">
          {t('coins.tutorial.title')}
        </h2>
        <ul className="coin-tutorial-list">
          <li>
            <Link to="/tutorial/knowVirtualCurrency">{t('coins.tutorial.currency')}</Link>
          </li>
          <li>
            <Link to="/tutorial/knowExchange">{t('coins.tutorial.exchange')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
