export { JoinUsPage as Component } from '../../features/join-us/components/join-us-page.tsx';
