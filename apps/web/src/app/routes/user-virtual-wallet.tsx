export { CoinWalletPage as Component } from '../../features/wallet/components/coin-wallet-page.tsx';
