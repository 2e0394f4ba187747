export { CustomerFrame as Component } from '../../features/customer/components/customer-frame.tsx';
