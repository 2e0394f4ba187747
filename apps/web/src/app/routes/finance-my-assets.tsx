export { AssetsOverview as Component } from '../../features/wallet/components/assets-overview.tsx';
