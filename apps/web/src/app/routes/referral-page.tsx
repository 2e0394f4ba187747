export { ShareEarnPage as Component } from '../../features/referral/components/share-earn-page.tsx';
