export { ActivityDetail as Component } from '../../features/promotions/components/activity-detail.tsx';
