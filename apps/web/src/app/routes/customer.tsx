export { CustomerPage as Component } from '../../features/customer/components/customer-page.tsx';
