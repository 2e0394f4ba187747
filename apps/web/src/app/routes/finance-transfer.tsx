export { TransferPage as Component } from '../../features/wallet/components/transfer-page.tsx';
