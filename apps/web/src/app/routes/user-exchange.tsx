export { ExchangePage as Component } from '../../features/wallet/components/exchange-page.tsx';
