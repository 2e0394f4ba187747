export { AddCoinPage as Component } from '../../features/wallet/components/add-coin-page.tsx';
